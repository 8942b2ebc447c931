-- Issue 14: ads with Devanagari text and no Latin form yet (posted before 0019), for the backfill at start
-- (domain/listings/backfill-search-latin.server.ts); the index is empty once it has run.
CREATE INDEX "listings_search_latin_missing_idx" ON "listings" USING btree ("id") WHERE "listings"."search_latin" = '' and ("listings"."title" || ' ' || "listings"."description") ~ '[ऀ-ॿ]';--> statement-breakpoint
-- search_latin changes what a search finds (it is in search_vector): writing it alone, as the backfill does, must
-- move the listing-changes counter too (migration 0005), or a kept search would not see the ad.
DROP TRIGGER "listings_updated" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_updated" AFTER UPDATE OF
	"user_id", "title", "description", "price", "price_text", "category_id", "subcategory_id", "category_text",
	"condition", "attributes", "status", "featured", "city", "state", "locality", "lat", "lng", "posted_at",
	"expires_at", "search_latin"
	ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();
