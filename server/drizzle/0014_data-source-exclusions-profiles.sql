CREATE TYPE "public"."profile_identifier_type" AS ENUM('BADGE_ID', 'EMAIL', 'EMPLOYEE_NUMBER', 'OTHER');--> statement-breakpoint
CREATE TABLE "data_source_excluded_organizations" (
	"data_source_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "data_source_excluded_organizations_data_source_id_organization_id_pk" PRIMARY KEY("data_source_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "profile_identifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_identifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"type" "profile_identifier_type" NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "profile_identifiers_organization_type_value" UNIQUE("organization_id","type","value")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"pseudonym" text NOT NULL,
	"name" text,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_pseudonym_unique" UNIQUE("pseudonym")
);
--> statement-breakpoint
ALTER TABLE "data_source_excluded_organizations" ADD CONSTRAINT "data_source_excluded_organizations_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_excluded_organizations" ADD CONSTRAINT "data_source_excluded_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_identifiers" ADD CONSTRAINT "profile_identifiers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_identifiers" ADD CONSTRAINT "profile_identifiers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_source_excluded_organizations_organization_id_index" ON "data_source_excluded_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "profile_identifiers_profile_id_index" ON "profile_identifiers" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_organization_id_pseudonym_index" ON "profiles" USING btree ("organization_id","pseudonym");