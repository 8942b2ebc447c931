-- Issue 13, the long tail of searches: the last word of a search also matches as a prefix ('repair':*), and a GIN
-- index answers a prefix by gathering the listings of every lexeme starting with it, in all of India, before the
-- town or the other words narrow them ("ac repair" in Mumbai: 41 ms in the index, against 7.7 ms for the same
-- words without the prefix). The search now looks up which lexemes start with it here and asks for those exactly
-- (domain/listings/expand-prefixes.server.ts), which the index intersects with the town and the other words.
-- Like search_words, kept by the listings' trigger and never pruned: a lexeme no ad has any more matches nothing.
CREATE TABLE IF NOT EXISTS "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_collect_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	-- Known title words are skipped before the upsert, which would lock their row until the end of the transaction.
	INSERT INTO search_words (word, in_title)
	SELECT w, true FROM search_words_of(NEW.title || ' ' || NEW.category_text) AS w
	WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w AND s.in_title)
	ON CONFLICT (word) DO UPDATE SET in_title = true;
	INSERT INTO search_words (word, in_title)
	SELECT w, false FROM search_words_of(NEW.description) AS w
	ON CONFLICT (word) DO NOTHING;
	-- Every lexeme of the search vector (stemmed, numbers included: a prefix may be '13':*).
	INSERT INTO search_lexemes (lexeme)
	SELECT l FROM unnest(tsvector_to_array(NEW.search_vector)) AS l
	WHERE NOT EXISTS (SELECT 1 FROM search_lexemes s WHERE s.lexeme = l)
	ON CONFLICT (lexeme) DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- search_latin (the Latin spelling of Hindi words, migration 0019) is part of the search vector too.
DROP TRIGGER IF EXISTS listings_collect_search_words ON listings;--> statement-breakpoint
CREATE TRIGGER listings_collect_search_words
	AFTER INSERT OR UPDATE OF title, category_text, description, search_latin ON listings
	FOR EACH ROW EXECUTE FUNCTION listings_collect_search_words();--> statement-breakpoint
-- Also after a bulk load with the trigger disabled (bench/generate-listings.ts).
CREATE OR REPLACE FUNCTION refill_search_words() RETURNS void
LANGUAGE sql AS $$
	INSERT INTO search_words (word, in_title)
	SELECT w, bool_or(in_title) FROM (
		SELECT w, true AS in_title FROM listings, search_words_of(title || ' ' || category_text) AS w
		UNION ALL
		SELECT w, false FROM listings, search_words_of(description) AS w
	) AS words
	GROUP BY w
	ON CONFLICT (word) DO UPDATE SET in_title = search_words.in_title OR excluded.in_title;
	INSERT INTO search_lexemes (lexeme)
	SELECT DISTINCT l FROM listings, unnest(tsvector_to_array(search_vector)) AS l
	ON CONFLICT (lexeme) DO NOTHING;
$$;--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT l FROM listings, unnest(tsvector_to_array(search_vector)) AS l
ON CONFLICT (lexeme) DO NOTHING;
