-- "Within N km": the towns' ads newest first with their points in the index, so counting the matches (up to 1,000)
-- is an index-only scan that computes each distance without reading the table (domain/listings/search-sql.server.ts).
CREATE INDEX IF NOT EXISTS "listings_city_status_posted_geo_idx" ON "listings" USING btree ("city", "status", "posted_at" DESC, "id" DESC) INCLUDE ("lat", "lng");
