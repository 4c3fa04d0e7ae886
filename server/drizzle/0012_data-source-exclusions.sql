CREATE TABLE "data_source_excluded_organizations" (
	"data_source_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "data_source_excluded_organizations_data_source_id_organization_id_pk" PRIMARY KEY("data_source_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "data_source_excluded_organizations" ADD CONSTRAINT "data_source_excluded_organizations_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_source_excluded_organizations" ADD CONSTRAINT "data_source_excluded_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_source_excluded_organizations_organization_id_index" ON "data_source_excluded_organizations" USING btree ("organization_id");