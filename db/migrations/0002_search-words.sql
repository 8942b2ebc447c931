-- Typo tolerance: the distinct words of listings, with a trigram GiST index over the title and category words so
-- a word that matches nothing can be corrected to its nearest neighbour (`word <-> 'iphnoe'` → iphone).
-- Description words are kept too, flagged, only to tell a word some description uses from a typo: corrections
-- come from titles and category names alone, which are spelt with more care.
-- Kept by a trigger rather than a materialized view of ts_stat: a new listing's words are correctable the moment
-- it is saved, no refresh job is needed, and refreshing ts_stat over a million listings takes minutes.
-- Words are never removed: a stale one only costs a row, and the search checks a correction finds results.
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text COLLATE "C" PRIMARY KEY,
	"in_title" boolean NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_title_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE "in_title";--> statement-breakpoint
-- Unstemmed, lower-case words of three letters or more without digits: model numbers and prices are not typos.
CREATE OR REPLACE FUNCTION search_words_of(body text) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(body, '')))) AS w
	WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
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
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_collect_search_words
	AFTER INSERT OR UPDATE OF title, category_text, description ON listings
	FOR EACH ROW EXECUTE FUNCTION listings_collect_search_words();--> statement-breakpoint
-- Fills the table from the listings already there (also used after a bulk load with the trigger disabled).
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
$$;--> statement-breakpoint
SELECT refill_search_words();
