-- Fair-price hint (domain/listings/get-price-hint.server.ts, decision 018): the newest comparable ads of a
-- subcategory, read newest first. Only ads that can be comparables are indexed (a price, live or sold).
-- Without key attributes: index-only (price, place, status and sale date are carried in the index).
CREATE INDEX "listings_fair_price_recent_idx" ON "listings" USING btree ("subcategory_id", "posted_at" DESC NULLS FIRST) INCLUDE ("price", "status", "sold_at", "city", "state", "id") WHERE "price" > 0 AND "status" IN ('active', 'reserved', 'sold');--> statement-breakpoint
-- With key attributes: the leading one (a vehicle's or phone's brand, a home's BHK) is in the key, so a brand's
-- ads are one range of the index; model and year are checked on the rows of that range.
CREATE INDEX "listings_fair_price_key_idx" ON "listings" USING btree ("subcategory_id", (lower(coalesce("attributes"->>'brand', "attributes"->>'bhk'))), "posted_at" DESC NULLS FIRST) WHERE "price" > 0 AND "status" IN ('active', 'reserved', 'sold');
