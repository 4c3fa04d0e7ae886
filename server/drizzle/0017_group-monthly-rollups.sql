CREATE TABLE "occupancy_group_monthly" (
	"data_source_id" integer NOT NULL,
	"group_kind" text NOT NULL,
	"group_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"month" date NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"days" integer NOT NULL,
	"peak" integer NOT NULL,
	"peak_date" date NOT NULL,
	"weekday_totals" bigint[] NOT NULL,
	"weekday_days" integer[] NOT NULL,
	CONSTRAINT "occupancy_group_monthly_data_source_id_group_kind_group_id_month_pk" PRIMARY KEY("data_source_id","group_kind","group_id","month")
);
--> statement-breakpoint
CREATE INDEX "occupancy_group_monthly_building_id_month_index" ON "occupancy_group_monthly" USING btree ("building_id","month");--> statement-breakpoint
-- The months of the daily rollups already stored, as rollups.ts (insertMonths) derives them.
INSERT INTO "occupancy_group_monthly" ("data_source_id", "group_kind", "group_id", "building_id", "month",
  "first_date", "last_date", "days", "peak", "peak_date", "weekday_totals", "weekday_days")
SELECT data_source_id, group_kind, group_id, building_id, month, min(date), max(date),
  count(*)::int, max(p), (array_agg(date ORDER BY p DESC, date))[1],
  array[coalesce(sum(p) FILTER (WHERE dow = 1), 0), coalesce(sum(p) FILTER (WHERE dow = 2), 0),
    coalesce(sum(p) FILTER (WHERE dow = 3), 0), coalesce(sum(p) FILTER (WHERE dow = 4), 0),
    coalesce(sum(p) FILTER (WHERE dow = 5), 0), coalesce(sum(p) FILTER (WHERE dow = 6), 0),
    coalesce(sum(p) FILTER (WHERE dow = 7), 0)]::bigint[],
  array[(count(*) FILTER (WHERE dow = 1))::int, (count(*) FILTER (WHERE dow = 2))::int,
    (count(*) FILTER (WHERE dow = 3))::int, (count(*) FILTER (WHERE dow = 4))::int,
    (count(*) FILTER (WHERE dow = 5))::int, (count(*) FILTER (WHERE dow = 6))::int,
    (count(*) FILTER (WHERE dow = 7))::int]
FROM (SELECT d.data_source_id, d.group_kind, d.group_id, d.building_id, d.date,
    greatest(0, d.peak) AS p, extract(isodow FROM d.date)::int AS dow,
    date_trunc('month', d.date)::date AS month
  FROM "occupancy_group_daily" d) x
GROUP BY data_source_id, group_kind, group_id, building_id, month;
