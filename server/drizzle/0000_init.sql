CREATE TYPE "public"."organization_type" AS ENUM('OCCUPIER', 'OWNER', 'OPERATOR', 'PLATFORM');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('master-admin', 'org-admin', 'viewer');--> statement-breakpoint
CREATE TYPE "public"."reporting_mode" AS ENUM('AGGREGATED', 'INDIVIDUAL');--> statement-breakpoint
CREATE TYPE "public"."unit_system" AS ENUM('IMPERIAL', 'METRIC');--> statement-breakpoint
CREATE TYPE "public"."encumbrance_status" AS ENUM('ACTIVE', 'PENDING', 'EXPIRED', 'TERMINATED');--> statement-breakpoint
CREATE TYPE "public"."external_id_type" AS ENUM('OCCUPANCY_SENSOR', 'SPATIAL', 'BOOKING', 'BADGE');--> statement-breakpoint
CREATE TYPE "public"."space_category" AS ENUM('WORK', 'COLLABORATIVE', 'CIRCULATION', 'SOCIAL', 'GENERAL', 'SUPPORT', 'RETAIL', 'PARKING');--> statement-breakpoint
CREATE TYPE "public"."data_import_status" AS ENUM('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."data_import_type" AS ENUM('SPATIAL', 'FINANCIAL', 'OCCUPANCY', 'PROFILE', 'RESERVATIONS', 'EVENTS');--> statement-breakpoint
CREATE TYPE "public"."data_system" AS ENUM('CSV', 'BUTLR', 'AVUITY', 'XOVIS', 'DENSITY', 'BADGE', 'RESERVATIONS', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."taggable" AS ENUM('BUILDING', 'NETWORK', 'ORGANIZATION', 'ENCUMBRANCE', 'PROJECT', 'REPORT');--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" "organization_type" NOT NULL,
	"realm" text NOT NULL,
	"classification_type" text,
	"stock_exchange" text,
	"rto_period" jsonb,
	"industry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_key_unique" UNIQUE("key"),
	CONSTRAINT "organizations_realm_unique" UNIQUE("realm")
);
--> statement-breakpoint
CREATE TABLE "lease_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "usage_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usage_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"role" "role" NOT NULL,
	"groups" text[] DEFAULT '{}' NOT NULL,
	"password_hash" text,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"street1" text,
	"street2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"description" text,
	"year_built" integer,
	"year_renovated" integer,
	"class" text,
	"floor_count" integer,
	"total_sf" double precision,
	"rentable_sf" double precision,
	"avg_rentable_sf_per_floor" double precision,
	"units" "unit_system" DEFAULT 'IMPERIAL' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"images" integer[] DEFAULT '{}' NOT NULL,
	"external_spatial_id" text,
	"primary_occupancy_data_source_id" integer,
	"owner_organization_id" integer NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_buildings" (
	"network_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	"network_level_id" integer,
	CONSTRAINT "network_buildings_network_id_building_id_pk" PRIMARY KEY("network_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "network_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"default_reporting" "reporting_mode" DEFAULT 'INDIVIDUAL' NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"space_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encumbrance_organizations" (
	"encumbrance_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "encumbrance_organizations_encumbrance_id_organization_id_pk" PRIMARY KEY("encumbrance_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "encumbrance_spaces" (
	"encumbrance_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	CONSTRAINT "encumbrance_spaces_encumbrance_id_space_id_pk" PRIMARY KEY("encumbrance_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "encumbrances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encumbrances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"building_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" "encumbrance_status" DEFAULT 'ACTIVE' NOT NULL,
	"rent_rate" double precision,
	"rentable_sf" double precision,
	"capacity" integer,
	"target_density" double precision,
	"usage_type_id" integer,
	"lease_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"rentable_sf" double precision,
	"images" integer[] DEFAULT '{}' NOT NULL,
	"operator_organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_external_ids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "space_external_ids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"space_id" integer NOT NULL,
	"type" "external_id_type" NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "space_external_ids_spaceId_type_unique" UNIQUE("space_id","type")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"floor_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"category" "space_category" NOT NULL,
	"type" text,
	"rentable_sf" double precision,
	"usable_sf" double precision,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "data_import_type" NOT NULL,
	"status" "data_import_status" DEFAULT 'PENDING' NOT NULL,
	"organization_id" integer NOT NULL,
	"building_id" integer,
	"user_id" integer,
	"file_id" integer,
	"summary" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"data_system" "data_system" DEFAULT 'CSV' NOT NULL,
	"building_id" integer,
	"network_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filename" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"available_for" "taggable" NOT NULL,
	"colour" text DEFAULT '#00AAEF' NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_primary_occupancy_data_source_id_data_sources_id_fk" FOREIGN KEY ("primary_occupancy_data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_organization_id_organizations_id_fk" FOREIGN KEY ("owner_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_buildings" ADD CONSTRAINT "network_buildings_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_buildings" ADD CONSTRAINT "network_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_buildings" ADD CONSTRAINT "network_buildings_network_level_id_network_levels_id_fk" FOREIGN KEY ("network_level_id") REFERENCES "public"."network_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_levels" ADD CONSTRAINT "network_levels_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_levels" ADD CONSTRAINT "network_levels_parent_id_network_levels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."network_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrance_organizations" ADD CONSTRAINT "encumbrance_organizations_encumbrance_id_encumbrances_id_fk" FOREIGN KEY ("encumbrance_id") REFERENCES "public"."encumbrances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrance_organizations" ADD CONSTRAINT "encumbrance_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrance_spaces" ADD CONSTRAINT "encumbrance_spaces_encumbrance_id_encumbrances_id_fk" FOREIGN KEY ("encumbrance_id") REFERENCES "public"."encumbrances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrance_spaces" ADD CONSTRAINT "encumbrance_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrances" ADD CONSTRAINT "encumbrances_parent_id_encumbrances_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."encumbrances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrances" ADD CONSTRAINT "encumbrances_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrances" ADD CONSTRAINT "encumbrances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrances" ADD CONSTRAINT "encumbrances_usage_type_id_usage_types_id_fk" FOREIGN KEY ("usage_type_id") REFERENCES "public"."usage_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encumbrances" ADD CONSTRAINT "encumbrances_lease_type_id_lease_types_id_fk" FOREIGN KEY ("lease_type_id") REFERENCES "public"."lease_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_operator_organization_id_organizations_id_fk" FOREIGN KEY ("operator_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_external_ids" ADD CONSTRAINT "space_external_ids_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_parent_id_spaces_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sources" ADD CONSTRAINT "data_sources_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sources" ADD CONSTRAINT "data_sources_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_name_index" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "organizations_type_index" ON "organizations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "organizations_industry_id_index" ON "organizations" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "users_organization_id_index" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "buildings_owner_organization_id_index" ON "buildings" USING btree ("owner_organization_id");--> statement-breakpoint
CREATE INDEX "buildings_name_index" ON "buildings" USING btree ("name");--> statement-breakpoint
CREATE INDEX "buildings_is_active_index" ON "buildings" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "network_buildings_building_id_index" ON "network_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "network_levels_network_id_index" ON "network_levels" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "network_levels_parent_id_index" ON "network_levels" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "networks_organization_id_index" ON "networks" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "networks_name_index" ON "networks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "assets_space_id_index" ON "assets" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "encumbrance_organizations_organization_id_index" ON "encumbrance_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "encumbrance_spaces_space_id_index" ON "encumbrance_spaces" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "encumbrances_building_id_index" ON "encumbrances" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "encumbrances_organization_id_index" ON "encumbrances" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "encumbrances_parent_id_index" ON "encumbrances" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "encumbrances_status_index" ON "encumbrances" USING btree ("status");--> statement-breakpoint
CREATE INDEX "floors_building_id_position_index" ON "floors" USING btree ("building_id","position");--> statement-breakpoint
CREATE INDEX "floors_operator_organization_id_index" ON "floors" USING btree ("operator_organization_id");--> statement-breakpoint
CREATE INDEX "space_external_ids_type_value_index" ON "space_external_ids" USING btree ("type","value");--> statement-breakpoint
CREATE INDEX "spaces_floor_id_index" ON "spaces" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "spaces_parent_id_index" ON "spaces" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "data_imports_organization_id_created_at_index" ON "data_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "data_imports_building_id_index" ON "data_imports" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "data_imports_status_index" ON "data_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "data_sources_building_id_index" ON "data_sources" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "data_sources_network_id_index" ON "data_sources" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "files_organization_id_index" ON "files" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "tags_organization_id_name_index" ON "tags" USING btree ("organization_id","name");