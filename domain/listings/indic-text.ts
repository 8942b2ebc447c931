import anyAscii from "any-ascii";

const DEVANAGARI = /[\u0900-\u097F]/;
const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;
/** An anusvara before a labial sounds m (अंब → amb), before anything else n (होंडा → honda). */
const ANUSVARA_BEFORE_LABIAL = /\u0902(?=[\u092A-\u092E])/g;
const ANUSVARA = /\u0902/g;

/**
 * Text as search compares it (issue 14): NFC, the nukta dropped (फ़ोन and फोन are one word to most typists), the
 * chandrabindu written as an anusvara, zero-width joiners removed, lower case.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(NUKTA, "")
    .replace(CHANDRABINDU, "\u0902")
    .replace(ZERO_WIDTH, "")
    .toLowerCase();
}

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** A Hinglish-like Latin form of Devanagari text (स्कूटी → skuti, होंडा → honda); Latin text is left as it is. */
export function latinForm(text: string): string {
  if (!hasDevanagari(text)) return text;
  const spelled = normalizeSearchText(text).replace(ANUSVARA_BEFORE_LABIAL, "m").replace(ANUSVARA, "n");
  return anyAscii(spelled).toLowerCase().replace(/'/g, "");
}

/**
 * A short phonetic key of a Latin word as Hinglish spells it: the consonants, with sounds typists swap made one
 * (ph/f, c/k/q, w/v, z/j, sh/s, an h after a consonant dropped, doubles collapsed), the vowels dropped but a
 * leading one. skuti and scooty → skt; mkan and makaan → mkn; phon and phone → fn.
 */
export function phoneticKey(word: string): string {
  const latin = word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ph/g, "f")
    .replace(/sh/g, "s")
    .replace(/ck|q|c/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/dge/g, "j")
    .replace(/([bcdfgjklmnpqrstvxy])h/g, "$1")
    .replace(/(.)\1+/g, "$1");
  const lead = /^[aeiou]/.test(latin) ? latin.slice(0, 1) : "";
  return lead + latin.slice(lead.length).replace(/[aeiouy]/g, "");
}

const DEVANAGARI_WORD = /[\u0900-\u097F\u200C\u200D]+/g;

/**
 * The Latin forms of the Devanagari words of an ad's text, each once ("होंडा एक्टिवा, बढ़िया हालत" → "honda ektiva
 * badhiya halat"), stored beside the ad (listings.search_latin) and indexed with its words, so "honda" typed in
 * Latin finds an ad written in Devanagari. Empty for text without Devanagari.
 */
export function latinSearchForm(...texts: (string | null | undefined)[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text?.match(DEVANAGARI_WORD) ?? []) {
      const latin = latinForm(word).trim();
      if (latin) words.add(latin);
    }
  }
  return [...words].join(" ");
}
