CREATE TYPE "public"."badge_direction" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('BOOKED', 'CHECKED_IN', 'CANCELLED', 'NO_SHOW');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TABLE "badge_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"organization_id" integer,
	"data_source_id" integer,
	"at" timestamp with time zone NOT NULL,
	"badge_key" text NOT NULL,
	"direction" "badge_direction" NOT NULL,
	"reader" text,
	CONSTRAINT "badge_events_source_badge_at" UNIQUE NULLS NOT DISTINCT("data_source_id","badge_key","at")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"space_id" integer,
	"organization_id" integer,
	"data_source_id" integer,
	"external_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"attendees" integer DEFAULT 1 NOT NULL,
	"status" "reservation_status" DEFAULT 'BOOKED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_source_external_id" UNIQUE NULLS NOT DISTINCT("data_source_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" "job_status" DEFAULT 'QUEUED' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"organization_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "working_hours" jsonb DEFAULT '{"start":"08:00","end":"18:00","days":[1,2,3,4,5]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "occupancy_group_daily" ADD COLUMN "has_backfill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "occupancy_readings" ADD COLUMN "backfilled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "badge_events" ADD CONSTRAINT "badge_events_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_events" ADD CONSTRAINT "badge_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_events" ADD CONSTRAINT "badge_events_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_events_building_id_at_index" ON "badge_events" USING btree ("building_id","at");--> statement-breakpoint
CREATE INDEX "reservations_building_id_start_at_index" ON "reservations" USING btree ("building_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_space_id_start_at_index" ON "reservations" USING btree ("space_id","start_at");--> statement-breakpoint
CREATE INDEX "jobs_status_id_index" ON "jobs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "jobs_kind_created_at_index" ON "jobs" USING btree ("kind","created_at");