-- A counter that moves whenever what a search can find changes: a listing is inserted, deleted, or one of the
-- columns searches filter, rank or show on a card is updated, or a listing's photos change. The search cache
-- (domain/listings/search-cache.server.ts) keys its entries by it, so a new, edited, sold or removed ad is seen
-- by the very next search, whoever wrote it (the app, the seed, a script, a test fixture, another instance).
-- A sequence, not a row: nextval never waits for another transaction, so writers are not serialised on it.
-- Counters (views, favourites, phone reveals, reviews) are left out of the column list: a page view must not
-- empty the cache.
CREATE SEQUENCE IF NOT EXISTS "listing_changes";--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('listing_changes');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_written" AFTER INSERT OR DELETE OR TRUNCATE ON "listings"
	FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();--> statement-breakpoint
CREATE TRIGGER "listings_updated" AFTER UPDATE OF
	"user_id", "title", "description", "price", "price_text", "category_id", "subcategory_id", "category_text",
	"condition", "attributes", "status", "featured", "city", "state", "locality", "lat", "lng", "posted_at",
	"expires_at"
	ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();--> statement-breakpoint
CREATE TRIGGER "listing_photos_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION listings_changed();
