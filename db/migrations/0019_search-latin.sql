-- Issue 14 §3: the Latin forms of an ad's Devanagari words (written by the app, domain/listings/indic-text.ts
-- latinSearchForm) are indexed with its words, so "honda" typed in Latin finds "होंडा". A generated column's
-- expression cannot be altered: search_vector is dropped (with its index) and added again, which computes it for
-- every row; ads posted before this have an empty search_latin until they are edited.
ALTER TABLE "listings" ADD COLUMN "search_latin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("category_text", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C') || setweight(to_tsvector('english', "search_latin"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");
