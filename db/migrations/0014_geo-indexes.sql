-- Place search (typo-tolerant) and nearest-place lookups; "near you" on listings reads the same kind of index.
-- Expressions drizzle's schema does not describe, so they live here (STACK-NOTES trap 4).
CREATE INDEX IF NOT EXISTS "places_search_name_trgm_idx" ON "places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "places_earth_idx" ON "places" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_earth_idx" ON "listings" USING gist (ll_to_earth("lat", "lng")) WHERE "lat" IS NOT NULL AND "lng" IS NOT NULL;
