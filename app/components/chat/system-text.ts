import { currentLocale } from "~/app/i18n/locale";
import type { MessageKind } from "~/domain/chat/chat-views";
import { m } from "~/i18n/paraglide/messages";

const PRICE = "(₹[\\d,]+)";
const OFFERED = new RegExp(`^Offered ${PRICE}$`);
const COUNTERED = new RegExp(`^Countered ${PRICE} with ${PRICE}$`);
const ACCEPTED = new RegExp(`^Accepted the offer of ${PRICE}$`);
const DECLINED = new RegExp(`^Declined the offer of ${PRICE}$`);
const SOLD = /^Marked “([\s\S]*)” as sold to you\.$/;
const BOUGHT = /^Confirmed buying “([\s\S]*)”\.$/;

/**
 * The words Mandi itself writes into a conversation (an offer and its answer, "Marked … as sold to you.", "Confirmed buying …") are
 * stored in English (domain/chat); shown here in the page's language. Anything else is the members' own text.
 */
export function systemText(kind: MessageKind, body: string): string {
  if (currentLocale() === "en") return body;
  if (kind === "offer") {
    let match = OFFERED.exec(body);
    if (match) return m.chat_system_offered({ amount: String(match[1]) });
    match = COUNTERED.exec(body);
    if (match) return m.chat_system_countered({ price: String(match[1]), amount: String(match[2]) });
    match = ACCEPTED.exec(body);
    if (match) return m.chat_system_accepted({ price: String(match[1]) });
    match = DECLINED.exec(body);
    if (match) return m.chat_system_declined({ price: String(match[1]) });
    return body;
  }
  if (kind === "text") {
    const match = SOLD.exec(body);
    if (match) return m.chat_system_sold_to_you({ title: String(match[1]) });
    const bought = BOUGHT.exec(body);
    if (bought) return m.chat_system_bought({ title: String(bought[1]) });
  }
  return body;
}
