ALTER TABLE "encumbrances" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "filename" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "failed_rows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "created" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "fix_of" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encumbrances_external_id_index" ON "encumbrances" USING btree ("external_id");