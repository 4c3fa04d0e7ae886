ALTER TABLE "reservations" ADD COLUMN "person" text;--> statement-breakpoint
CREATE INDEX "badge_events_organization_badge_key" ON "badge_events" USING btree ("organization_id",lower("badge_key"),"at");--> statement-breakpoint
CREATE INDEX "reservations_organization_person" ON "reservations" USING btree ("organization_id",lower("person"),"start_at");--> statement-breakpoint
CREATE INDEX "profile_identifiers_organization_lower_value" ON "profile_identifiers" USING btree ("organization_id",lower("value"));