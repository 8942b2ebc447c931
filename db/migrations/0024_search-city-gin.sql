-- Issue 13, the long tail of searches: the town and the words in one GIN index (btree_gin indexes the town), and a
-- BRIN index on posted_at for the first pass over the newest ads (db/schema/listings.ts says why). btree_gin is a
-- trusted extension: the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "listings_city_search_idx" ON "listings" USING gin ("city","search_vector");--> statement-breakpoint
CREATE INDEX "listings_posted_brin_idx" ON "listings" USING brin ("posted_at") WITH (pages_per_range=16,autosummarize=true);--> statement-breakpoint
DROP INDEX "listings_search_vector_idx";
