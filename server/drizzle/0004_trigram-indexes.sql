CREATE INDEX "organizations_name_trgm" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_name_trgm" ON "buildings" USING gin ("name" gin_trgm_ops);