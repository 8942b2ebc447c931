-- Issue 14 §3: typo correction in Devanagari. search_words_of kept only words that are all [[:alpha:]], and a
-- Devanagari vowel sign or virama is not (एक्टिवा, स्कूटर were left out; होंडा got in): words written wholly in
-- Devanagari letters and signs count now. Digits stay out in both scripts (४५६ was [[:alpha:]] in C.UTF-8).
CREATE OR REPLACE FUNCTION search_words_of(body text) RETURNS SETOF text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
	SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(body, '')))) AS w
	WHERE length(w) BETWEEN 3 AND 40
		AND (w ~ '^[[:alpha:]]+$' OR w ~ '^[ऀ-ॣॱ-ॿ]+$')
		AND w !~ '[0-9०-९]'
$$;--> statement-breakpoint
-- The Devanagari words of the ads stored before (only theirs: the rest are in already).
INSERT INTO search_words (word, in_title)
SELECT w, bool_or(in_title) FROM (
	SELECT w, true AS in_title FROM listings, search_words_of(title || ' ' || category_text) AS w
	WHERE title ~ '[ऀ-ॿ]'
	UNION ALL
	SELECT w, false FROM listings, search_words_of(description) AS w
	WHERE description ~ '[ऀ-ॿ]'
) AS words
WHERE w ~ '[ऀ-ॿ]'
GROUP BY w
ON CONFLICT (word) DO UPDATE SET in_title = search_words.in_title OR excluded.in_title;
