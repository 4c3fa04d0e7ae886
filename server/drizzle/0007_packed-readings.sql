CREATE TABLE "occupancy_group_hour_days" (
	"data_source_id" integer NOT NULL,
	"group_kind" text NOT NULL,
	"group_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"date" date NOT NULL,
	"offsets" integer[] NOT NULL,
	"peaks" integer[] NOT NULL,
	"averages" double precision[] NOT NULL,
	CONSTRAINT "occupancy_group_hour_days_data_source_id_group_kind_group_id_date_pk" PRIMARY KEY("data_source_id","group_kind","group_id","date")
);
--> statement-breakpoint
CREATE TABLE "occupancy_reading_days" (
	"data_source_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"space_id" integer,
	"date" date NOT NULL,
	"offsets" integer[] NOT NULL,
	"counts" integer[] NOT NULL,
	"backfilled" boolean[],
	CONSTRAINT "occupancy_reading_days_source_space_date" UNIQUE NULLS NOT DISTINCT("data_source_id","space_id","date")
);
--> statement-breakpoint
CREATE TABLE "occupancy_space_hour_days" (
	"data_source_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"date" date NOT NULL,
	"offsets" integer[] NOT NULL,
	"peaks" integer[] NOT NULL,
	"averages" double precision[] NOT NULL,
	"samples" integer[] NOT NULL,
	CONSTRAINT "occupancy_space_hour_days_data_source_id_space_id_date_pk" PRIMARY KEY("data_source_id","space_id","date")
);
--> statement-breakpoint
-- Readings and hourly rollups are packed one row per source, space (or group) and local day.
-- The existing rows are packed with the building's time zone; offsets are milliseconds since the
-- date's UTC midnight.
INSERT INTO "occupancy_reading_days" ("data_source_id", "building_id", "space_id", "date", "offsets", "counts", "backfilled")
SELECT r."data_source_id", r."building_id", r."space_id", l."date",
  array_agg((extract(epoch FROM r."at" - (l."date"::timestamp AT TIME ZONE 'UTC')) * 1000)::int ORDER BY r."at"),
  array_agg(r."occupancy" ORDER BY r."at"),
  CASE WHEN bool_or(r."backfilled") THEN array_agg(r."backfilled" ORDER BY r."at") END
FROM "occupancy_readings" r JOIN "buildings" b ON b."id" = r."building_id"
CROSS JOIN LATERAL (SELECT (r."at" AT TIME ZONE b."time_zone")::date AS "date") l
GROUP BY r."data_source_id", r."building_id", r."space_id", l."date";
--> statement-breakpoint
INSERT INTO "occupancy_space_hour_days" ("data_source_id", "building_id", "space_id", "date", "offsets", "peaks", "averages", "samples")
SELECT h."data_source_id", h."building_id", h."space_id", l."date",
  array_agg((extract(epoch FROM h."hour" - (l."date"::timestamp AT TIME ZONE 'UTC')) * 1000)::int ORDER BY h."hour"),
  array_agg(h."peak" ORDER BY h."hour"), array_agg(h."average" ORDER BY h."hour"), array_agg(h."samples" ORDER BY h."hour")
FROM "occupancy_space_hourly" h JOIN "buildings" b ON b."id" = h."building_id"
CROSS JOIN LATERAL (SELECT (h."hour" AT TIME ZONE b."time_zone")::date AS "date") l
GROUP BY h."data_source_id", h."building_id", h."space_id", l."date";
--> statement-breakpoint
INSERT INTO "occupancy_group_hour_days" ("data_source_id", "group_kind", "group_id", "building_id", "date", "offsets", "peaks", "averages")
SELECT h."data_source_id", h."group_kind", h."group_id", h."building_id", l."date",
  array_agg((extract(epoch FROM h."hour" - (l."date"::timestamp AT TIME ZONE 'UTC')) * 1000)::int ORDER BY h."hour"),
  array_agg(h."peak" ORDER BY h."hour"), array_agg(h."average" ORDER BY h."hour")
FROM "occupancy_group_hourly" h JOIN "buildings" b ON b."id" = h."building_id"
CROSS JOIN LATERAL (SELECT (h."hour" AT TIME ZONE b."time_zone")::date AS "date") l
GROUP BY h."data_source_id", h."group_kind", h."group_id", h."building_id", l."date";
--> statement-breakpoint
-- Hours are now local hours: re-derive every building with readings under the new rules.
INSERT INTO "jobs" ("kind", "payload")
SELECT DISTINCT 'occupancy.rederive', jsonb_build_object('buildingId', "building_id") FROM "occupancy_readings";
--> statement-breakpoint
DROP TABLE "occupancy_group_hourly" CASCADE;--> statement-breakpoint
DROP TABLE "occupancy_readings" CASCADE;--> statement-breakpoint
DROP TABLE "occupancy_space_hourly" CASCADE;--> statement-breakpoint
CREATE INDEX "occupancy_group_hour_days_building_id_date_index" ON "occupancy_group_hour_days" USING btree ("building_id","date");--> statement-breakpoint
CREATE INDEX "occupancy_reading_days_building_id_date_index" ON "occupancy_reading_days" USING btree ("building_id","date");--> statement-breakpoint
CREATE INDEX "occupancy_reading_days_space_id_date_index" ON "occupancy_reading_days" USING btree ("space_id","date");--> statement-breakpoint
CREATE INDEX "occupancy_space_hour_days_building_id_date_index" ON "occupancy_space_hour_days" USING btree ("building_id","date");--> statement-breakpoint
CREATE INDEX "occupancy_space_hour_days_space_id_date_index" ON "occupancy_space_hour_days" USING btree ("space_id","date");--> statement-breakpoint
CREATE VIEW "occupancy_readings" AS
SELECT r."data_source_id", r."building_id", r."space_id", r."date",
  (r."date"::timestamp AT TIME ZONE 'UTC') + u."offset_ms" * interval '1 millisecond' AS "at",
  u."occupancy", coalesce(u."backfilled", false) AS "backfilled"
FROM "occupancy_reading_days" r
CROSS JOIN LATERAL unnest(r."offsets", r."counts", r."backfilled") AS u("offset_ms", "occupancy", "backfilled");
--> statement-breakpoint
CREATE VIEW "occupancy_space_hourly" AS
SELECT h."data_source_id", h."building_id", h."space_id", h."date",
  (h."date"::timestamp AT TIME ZONE 'UTC') + u."offset_ms" * interval '1 millisecond' AS "hour",
  u."peak", u."average", u."samples"
FROM "occupancy_space_hour_days" h
CROSS JOIN LATERAL unnest(h."offsets", h."peaks", h."averages", h."samples") AS u("offset_ms", "peak", "average", "samples");
--> statement-breakpoint
CREATE VIEW "occupancy_group_hourly" AS
SELECT h."data_source_id", h."group_kind", h."group_id", h."building_id", h."date",
  (h."date"::timestamp AT TIME ZONE 'UTC') + u."offset_ms" * interval '1 millisecond' AS "hour",
  u."peak", u."average"
FROM "occupancy_group_hour_days" h
CROSS JOIN LATERAL unnest(h."offsets", h."peaks", h."averages") AS u("offset_ms", "peak", "average");--> statement-breakpoint
-- Instead of a foreign key checked row by row on every import: ingestion locks the data sources
-- and spaces it writes for (FOR KEY SHARE) and checks them once per batch, and deleting a data
-- source or space that has readings fails as a foreign key would.
CREATE FUNCTION "occupancy_readings_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_TABLE_NAME = 'spaces' AND EXISTS (SELECT 1 FROM "occupancy_reading_days" WHERE "space_id" = OLD."id"))
    OR (TG_TABLE_NAME = 'data_sources' AND EXISTS (SELECT 1 FROM "occupancy_reading_days" WHERE "data_source_id" = OLD."id")) THEN
    RAISE EXCEPTION 'update or delete on table "%" violates the occupancy readings guard', TG_TABLE_NAME
      USING ERRCODE = '23503',
        DETAIL = format('Key (id)=(%s) is still referenced from table "occupancy_reading_days".', OLD."id");
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spaces_occupancy_readings_guard" BEFORE DELETE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION "occupancy_readings_guard"();
--> statement-breakpoint
CREATE TRIGGER "data_sources_occupancy_readings_guard" BEFORE DELETE ON "data_sources"
  FOR EACH ROW EXECUTE FUNCTION "occupancy_readings_guard"();
