import { hasDevanagari, latinForm, normalizeSearchText, phoneticKey } from "./indic-text";

/**
 * Words people use for the same thing on Mandi, in English, Hinglish and Hindi (issue 14): a search for any one
 * also finds the others. One group per line; add a word to its group, or a new group, to teach search a word.
 * Latin words are matched as typed (lower case); Devanagari ones also by their Latin form's phonetic key, so
 * spellings of one Hindi word meet. Keep each group to one meaning: "bike" is not "cycle".
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["scooty", "scootie", "scooter", "scootey", "skuti", "स्कूटी", "स्कूटर"],
  ["mobile", "phone", "smartphone", "cellphone", "mobail", "फोन", "फ़ोन", "मोबाइल", "स्मार्टफोन"],
  ["car", "cars", "gaadi", "gadi", "gaddi", "gari", "कार", "गाड़ी", "गाडी"],
  ["bike", "motorcycle", "motorbike", "बाइक", "मोटरसाइकिल"],
  ["cycle", "bicycle", "cycal", "साइकिल", "साइकल"],
  ["fridge", "refrigerator", "freeze", "फ्रिज", "रेफ्रिजरेटर"],
  ["tv", "television", "टीवी", "टेलीविजन"],
  ["sofa", "couch", "सोफा", "सोफ़ा"],
  ["almirah", "almari", "wardrobe", "cupboard", "अलमारी"],
  ["bed", "palang", "पलंग", "बेड"],
  ["flat", "apartment", "फ्लैट"],
  ["house", "ghar", "makaan", "makan", "घर", "मकान"],
  ["job", "jobs", "naukri", "nokri", "नौकरी"],
  ["book", "books", "kitab", "kitaab", "किताब", "पुस्तक"],
  ["laptop", "लैपटॉप"],
  ["cow", "gaay", "gai", "गाय"],
  ["dog", "puppy", "kutta", "कुत्ता", "पिल्ला"],
  ["tractor", "ट्रैक्टर"],
  ["ac", "air conditioner", "एसी"],
  ["cooler", "कूलर"],
];

interface SynonymTable {
  byWord: Map<string, readonly string[]>;
  byKey: Map<string, readonly string[]>;
}

let table: SynonymTable | undefined;

function synonymTable(): SynonymTable {
  if (table) return table;
  const byWord = new Map<string, readonly string[]>();
  const byKey = new Map<string, readonly string[]>();
  for (const group of SEARCH_SYNONYMS) {
    const words = group.map(normalizeSearchText);
    for (const word of words) {
      byWord.set(word, words);
      if (hasDevanagari(word)) byKey.set(phoneticKey(latinForm(word)), words);
    }
  }
  table = { byWord, byKey };
  return table;
}

/**
 * The other words a search word stands for: its synonyms and, for a Hindi word, its Latin form (the word itself
 * not included). Empty when search knows no other.
 */
export function alternativesOf(word: string): string[] {
  const normal = normalizeSearchText(word);
  const { byWord, byKey } = synonymTable();
  const devanagari = hasDevanagari(normal);
  const latin = devanagari ? latinForm(normal) : normal;
  const group = byWord.get(normal) ?? (devanagari ? byKey.get(phoneticKey(latin)) : undefined) ?? [];
  const found = new Set<string>(group);
  if (devanagari) found.add(latin);
  found.delete(normal);
  return [...found];
}
