const MARK = "\u0001";

/**
 * The words of a message before and after one of its placeholders, for a message that wraps an element (a link,
 * a <strong>, a <time>): `around((x) => m.account_otp_sent_to({ phone: x }))` → ["Sent to ", ""] in English,
 * ["", " पर भेजा गया"] in Hindi. The translation decides where the element goes.
 */
export function around(render: (marker: string) => string): [string, string] {
  const [before = "", after = ""] = render(MARK).split(MARK);
  return [before, after];
}
