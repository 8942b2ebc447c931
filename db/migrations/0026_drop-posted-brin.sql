-- Issue 13: the BRIN index on posted_at (migration 0024) made the first pass over the newest ads slower, not faster:
-- PostgreSQL put its cheap, page-level bitmap first in the bitmap AND, so the result was lossy and every row of
-- every page with a match was read and its words checked again (db/schema/listings.ts, bench/README.md).
DROP INDEX IF EXISTS "listings_posted_brin_idx";
