DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_status_posted_idx";--> statement-breakpoint
DROP INDEX "listings_category_status_posted_idx";--> statement-breakpoint
DROP INDEX "listings_subcategory_status_posted_idx";--> statement-breakpoint
DROP INDEX "listings_user_created_idx";--> statement-breakpoint
CREATE INDEX "listings_city_status_posted_idx" ON "listings" USING btree ("city","status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_user_status_idx" ON "listings" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "listings_status_posted_idx" ON "listings" USING btree ("status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_category_status_posted_idx" ON "listings" USING btree ("category_id","status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_subcategory_status_posted_idx" ON "listings" USING btree ("subcategory_id","status","posted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS FIRST);