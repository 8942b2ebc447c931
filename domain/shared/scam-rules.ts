import { foldForShield } from "./scam-text-fold";

/**
 * The scam shield: patterns of the frauds that run through classifieds chats in India, in English, Hindi and
 * Hinglish, each with a calm, specific warning. Matched as a message is typed (in the browser) and when it is
 * sent (stored with the message): the receiver reads the warnings, the sender one calm line that names none of them
 * (decision 027). A warning, never a block: the message is delivered.
 * The patterns read the text as foldForShield leaves it (lower case, one space between words, digits folded to
 * 0–9, spaced letters and spelt-out addresses joined): write ` ?` for a space, never `\s*`. Add a rule by adding a
 * row; the tests in scam-rules.test.ts show what each one catches and what it leaves alone.
 */
export interface ScamRule {
  id: string;
  title: string;
  warning: string;
  patterns: RegExp[];
}

export const SCAM_RULES: readonly ScamRule[] = [
  {
    id: "pin-otp",
    title: "Never share a PIN or OTP",
    warning:
      "You never need a UPI PIN or an OTP to receive money. Anyone asking for one is trying to take money from you.",
    patterns: [
      // Not a "PIN code" (a postal code): only a PIN that unlocks money.
      /\b(?:upi|atm|bank|card|debit ?card) ?pin\b/,
      /\bm-?pin\b/,
      /\bpin ?(?:number|no\.?|batao|bata|bhejo|bhej|share|send|dalo|daalo|daal|enter|type)\b/,
      /\botp\b/,
      /one[ -]{0,3}time[ -]{0,3}pass(?:word|code)/,
      /verification code/,
      /ओटीपी|पिन ?(?:नंबर|कोड|बता|डाल)/,
    ],
  },
  {
    id: "qr-code",
    title: "A QR code is for paying, not for receiving",
    warning:
      "Scanning a QR code sends money from your account. To receive a payment you never scan anything or enter a PIN.",
    patterns: [/\bq\.?r\b/, /scan ?(?:kar|karo|karke|this|the|my|code)/, /क्यू ?आर|स्कैन/],
  },
  {
    id: "advance-payment",
    title: "No payment before you see the item",
    warning:
      "Don't pay an advance, token amount, or courier or delivery charges before you have seen the item in person.",
    patterns: [
      /\badvance\b/,
      /token ?(?:amount|money|payment)/,
      /booking ?(?:amount|charge|fee)/,
      /(?:courier|delivery|shipping|transport|parcel) ?(?:charge|fee|cost|amount|kharcha)/,
      /pehle ?(?:payment|paise|pay)/,
      /एडवांस|टोकन ?(?:राशि|अमाउंट)|पहले ?(?:पेमेंट|पैसे)|कूरियर|डिलीवरी ?चार्ज/,
    ],
  },
  {
    id: "army-out-of-station",
    title: "A story common in fake ads",
    warning:
      "“I am in the army” or “I am out of station, I will courier it” is how many fake ads begin. Meet in person and see the item before paying.",
    patterns: [
      // "I am in the army", "army officer hoon" — not an "army green" jacket.
      /\b(?:i ?am|i'm|im|main|mai|mein) ?(?:(?:in|an?|from) ?)?(?:the ?)?(?:indian ?)?(?:army|military|crpf|bsf|cisf|navy|air ?force)\b/,
      /\b(?:army|military|crpf|bsf|cisf) ?(?:officer|man|person|se|mein|mai|main|hu|hoon|me)\b/,
      /\bjawan\b|\bfauji\b/,
      /out ?of ?station/,
      /transfer ?(?:ho ?gaya|hua|got)/,
      /आर्मी|फौजी|सेना|जवान|ट्रांसफर/,
    ],
  },
  {
    id: "payment-link",
    title: "Don't pay through a link from a stranger",
    warning:
      "Payment links and “refund” links can empty your account. Pay only after you have seen the item.",
    patterns: [
      /upi:\/\//,
      /\b(?:paytm\.me|pay\.google\.com|rzp\.io|razorpay\.me|phon\.pe|bit\.ly|tinyurl\.com)\b/,
      /payment ?link|pay ?(?:link|karo ?link)|link ?(?:pe|par) ?(?:pay|click)/,
      /पेमेंट ?लिंक|लिंक ?(?:पर|पे) ?(?:क्लिक|पे)/,
    ],
  },
  {
    id: "off-platform",
    title: "Keep the conversation on Mandi",
    warning:
      "Moving to WhatsApp, a phone call or e-mail takes away the protection of this chat. Our team can only help with what was said here.",
    patterns: [
      /whats ?app|\bwa\.me\b|telegram|signal ?app/,
      // An Indian mobile number (separators already folded away), with or without +91 or 0 before it.
      /(?:^|\D)(?:\+?91|0)?[6-9]\d{9}(?!\d)/,
      // An address from its "@" on: the part before it is one character, so no start position rescans the rest.
      /[a-z0-9._%+-]@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/,
      /व्हाट्सएप|व्हाट्सऐप/,
    ],
  },
];

const byId = new Map(SCAM_RULES.map((rule) => [rule.id, rule]));

/**
 * The rules a text matches, in table order (ids, as stored with a message). Linear in the text's length (issue 25
 * §1): callers still check a message's length first, so nobody's text is read further than its field allows.
 */
export function scamWarnings(text: string): string[] {
  const folded = foldForShield(text);
  return SCAM_RULES.filter((rule) => rule.patterns.some((pattern) => pattern.test(folded))).map(
    (rule) => rule.id,
  );
}

/** The rule behind a stored id (unknown ids, from a rule since removed, are skipped). */
export function scamRule(id: string): ScamRule | undefined {
  return byId.get(id);
}
