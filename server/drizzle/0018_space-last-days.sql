CREATE TABLE "occupancy_space_last_days" (
	"data_source_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "occupancy_space_last_days_data_source_id_space_id_pk" PRIMARY KEY("data_source_id","space_id")
);
--> statement-breakpoint
CREATE INDEX "occupancy_space_last_days_building_id_index" ON "occupancy_space_last_days" USING btree ("building_id");--> statement-breakpoint
-- The last days of the rollups already stored, as rollups.ts (refreshLastDays) keeps them.
INSERT INTO "occupancy_space_last_days" ("data_source_id", "space_id", "building_id", "last_date")
SELECT data_source_id, space_id, min(building_id), max(date)
FROM "occupancy_space_hour_days" GROUP BY data_source_id, space_id;
