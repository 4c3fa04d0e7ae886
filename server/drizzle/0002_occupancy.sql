CREATE TABLE "occupancy_group_daily" (
	"data_source_id" integer NOT NULL,
	"group_kind" text NOT NULL,
	"group_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"date" date NOT NULL,
	"peak" integer NOT NULL,
	"peak_at" timestamp with time zone NOT NULL,
	"working_average" double precision,
	"samples" integer NOT NULL,
	CONSTRAINT "occupancy_group_daily_data_source_id_group_kind_group_id_date_pk" PRIMARY KEY("data_source_id","group_kind","group_id","date")
);
--> statement-breakpoint
CREATE TABLE "occupancy_group_hourly" (
	"data_source_id" integer NOT NULL,
	"group_kind" text NOT NULL,
	"group_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"peak" integer NOT NULL,
	"average" double precision NOT NULL,
	CONSTRAINT "occupancy_group_hourly_data_source_id_group_kind_group_id_hour_pk" PRIMARY KEY("data_source_id","group_kind","group_id","hour")
);
--> statement-breakpoint
CREATE TABLE "occupancy_readings" (
	"data_source_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"space_id" integer,
	"at" timestamp with time zone NOT NULL,
	"occupancy" integer NOT NULL,
	CONSTRAINT "occupancy_readings_source_space_at" UNIQUE NULLS NOT DISTINCT("data_source_id","space_id","at")
);
--> statement-breakpoint
CREATE TABLE "occupancy_space_hourly" (
	"data_source_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"peak" integer NOT NULL,
	"average" double precision NOT NULL,
	"samples" integer NOT NULL,
	CONSTRAINT "occupancy_space_hourly_data_source_id_space_id_hour_pk" PRIMARY KEY("data_source_id","space_id","hour")
);
--> statement-breakpoint
ALTER TABLE "occupancy_readings" ADD CONSTRAINT "occupancy_readings_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_readings" ADD CONSTRAINT "occupancy_readings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_readings" ADD CONSTRAINT "occupancy_readings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupancy_group_daily_building_id_date_index" ON "occupancy_group_daily" USING btree ("building_id","date");--> statement-breakpoint
CREATE INDEX "occupancy_group_hourly_building_id_hour_index" ON "occupancy_group_hourly" USING btree ("building_id","hour");--> statement-breakpoint
CREATE INDEX "occupancy_readings_building_id_at_index" ON "occupancy_readings" USING btree ("building_id","at");--> statement-breakpoint
CREATE INDEX "occupancy_readings_space_id_at_index" ON "occupancy_readings" USING btree ("space_id","at");--> statement-breakpoint
CREATE INDEX "occupancy_space_hourly_building_id_hour_index" ON "occupancy_space_hourly" USING btree ("building_id","hour");