import { describe, expect, it } from "vitest";
import { cutDescription } from "~/app/lib/meta";
import { addRecentSearch, normalizeQuery } from "~/app/lib/recent-searches";
import { SignUpSchema } from "~/domain/accounts/accounts-schemas";
import { normalizePhoneNumber } from "~/domain/accounts/phone-number";
import { JobApplicationSchema } from "~/domain/careers/careers-schemas";
import { MESSAGE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "~/domain/chat/chat-limits";
import { SendMessageSchema, StartConversationSchema } from "~/domain/chat/chat-schemas";
import { ContactMessageSchema } from "~/domain/contact/contact-schemas";
import { filterFaqItems } from "~/domain/content/faq-search";
import { splitParagraphs } from "~/domain/content/find-blog-post.server";
import { CitySearchSchema, PlaceSearchQuerySchema } from "~/domain/geo/geo-schemas";
import { numberField } from "~/domain/listings/attribute-schemas";
import { normaliseTitle } from "~/domain/listings/find-duplicate-ad.server";
import { latinSearchForm, normalizeSearchText, phoneticKey } from "~/domain/listings/indic-text";
import { AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { ListingSearchQuerySchema } from "~/domain/listings/listings-schemas";
import { alternativesOf } from "~/domain/listings/search-synonyms";
import { riskyWordsIn } from "~/domain/moderation/risk-rules";
import { requiredWordsText } from "~/domain/saved-searches/saved-search-query";
import { asciiDigits } from "~/domain/shared/ascii-digits";
import { scamWarnings } from "~/domain/shared/scam-rules";
import { foldForShield } from "~/domain/shared/scam-text-fold";
import { localizeText } from "~/i18n/domain-text";
import { clientIp, parseTrustProxy } from "~/server/client-ip";
import { TEXT_BODY_LIMIT } from "~/server/input-guard/body-limits";
import { cleanText, decodeStrict, textProblem } from "~/server/input-guard/text-checks";
import { urlProblem } from "~/server/input-guard/url-check";
import { hostileStrings } from "~/tests/support/hostile-strings";
import { bestCpuMs } from "~/tests/support/thread-cpu";
import { normalizeLocation } from "~/web/location-cookie.server";

// Issue 25 §1: every function that runs patterns over a member's text, on hostile texts ten times the limit of the
// field it reads (the input guard on ten times the largest form it reads). Each must stay linear: within the
// 50 ms a whole request may hold the event loop, in CPU time, best of 3. A pattern that backtracks takes seconds.

const BUDGET_MS = 50;
const FAQ = Array.from({ length: 40 }, (_, i) => ({
  question: `How do I sell item number ${i} on Mandi?`,
  answer: "Post an ad with photos and a fair price; buyers message you in the chat. ".repeat(6),
}));
const TRUST = parseTrustProxy("1");

/** [what, the field's limit in characters, the work on one text, what the request holds of that text]. */
const READERS: [string, number, (text: string) => unknown, ((text: string) => string)?][] = [
  // The chat and its scam shield (a message, a subject).
  ["scamWarnings", MESSAGE_MAX_LENGTH, scamWarnings],
  ["foldForShield", MESSAGE_MAX_LENGTH, foldForShield],
  ["asciiDigits", MESSAGE_MAX_LENGTH, asciiDigits],
  ["SendMessageSchema", MESSAGE_MAX_LENGTH, (body) => SendMessageSchema.safeParse({ body })],
  [
    "StartConversationSchema",
    MESSAGE_MAX_LENGTH,
    (text) =>
      StartConversationSchema.safeParse({
        to: text.slice(0, 2540),
        subject: text.slice(0, 10 * SUBJECT_MAX_LENGTH),
        body: text,
      }),
  ],
  // An ad: its words for review, the duplicate check, the Latin form search indexes.
  ["riskyWordsIn", AD_TEXT_LIMITS.title + AD_TEXT_LIMITS.description, riskyWordsIn],
  ["normaliseTitle", AD_TEXT_LIMITS.title, normaliseTitle],
  [
    "latinSearchForm",
    AD_TEXT_LIMITS.title + AD_TEXT_LIMITS.description,
    (text) => latinSearchForm(text, text),
  ],
  ["cutDescription", AD_TEXT_LIMITS.description, cutDescription],
  ["numberField", 20, (text) => numberField("Year", { min: 1900, max: 2100, integer: true }).safeParse(text)],
  // Search, in English, Hindi and Hinglish, and the words kept from it.
  ["ListingSearchQuerySchema", 200, (q) => ListingSearchQuerySchema.safeParse({ q })],
  ["normalizeSearchText", 200, normalizeSearchText],
  ["phoneticKey", 200, phoneticKey],
  ["alternativesOf", 200, alternativesOf],
  ["requiredWordsText", 200, requiredWordsText],
  ["recent searches", 200, (q) => addRecentSearch([normalizeQuery(q)], q)],
  ["help search", 200, (q) => filterFaqItems(FAQ, q)],
  // Places, phone numbers, sign-up, contact and careers forms.
  ["PlaceSearchQuerySchema", 80, (q) => PlaceSearchQuerySchema.safeParse({ q })],
  ["CitySearchSchema", 80, (q) => CitySearchSchema.parse(q)],
  ["normalizeLocation", 80, normalizeLocation],
  ["normalizePhoneNumber", 20, normalizePhoneNumber],
  [
    "SignUpSchema",
    254,
    (text) => SignUpSchema.safeParse({ fullName: text, email: text, password: text, phone: text }),
  ],
  [
    "ContactMessageSchema",
    5000,
    (text) => ContactMessageSchema.safeParse({ name: text, email: text, message: text }),
  ],
  [
    "JobApplicationSchema",
    5000,
    (text) =>
      JobApplicationSchema.safeParse({
        name: text,
        email: text,
        profileUrl: `https://${text}`,
        coverLetter: text,
      }),
  ],
  ["splitParagraphs", 5000, splitParagraphs],
  ["localizeText", MESSAGE_MAX_LENGTH, localizeText],
  // The input guard reads every field of a form, whole, and every address; the client's address from its header.
  ["textProblem", TEXT_BODY_LIMIT, (text) => textProblem(text, "body")],
  ["cleanText", TEXT_BODY_LIMIT, (text) => cleanText(text, "body")],
  [
    "decodeStrict",
    TEXT_BODY_LIMIT,
    (raw) => decodeStrict(raw, true),
    (text) => encodeURIComponent(text).slice(0, 10 * TEXT_BODY_LIMIT),
  ],
  ["urlProblem", 800, (text) => urlProblem(`https://mandi.example/products?q=${encodeURIComponent(text)}`)],
  [
    "clientIp",
    1600,
    (hops) => clientIp(new Headers({ "x-forwarded-for": `${hops}, 10.0.0.1` }), "127.0.0.1", TRUST),
    // What a header can hold: printable ASCII.
    (text) => text.replace(/[^\x20-\x7e]/g, ""),
  ],
];

describe("every pattern on a member's text, at ten times its field's limit", () => {
  for (const [what, limit, read, held = (text: string) => text] of READERS) {
    it(`${what} (${limit} characters)`, () => {
      const over: string[] = [];
      for (const { name, text } of hostileStrings(10 * limit)) {
        const input = held(text);
        const ms = bestCpuMs(3, () => read(input));
        if (ms > BUDGET_MS) over.push(`${name}: ${ms.toFixed(1)} ms`);
        // Ten times over is no noise: the next, harder text could take hours.
        if (ms > 10 * BUDGET_MS) break;
      }
      expect(over).toEqual([]);
    });
  }
});
