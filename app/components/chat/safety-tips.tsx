import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { SAFETY_TIPS } from "~/domain/chat/chat-limits";
import { m } from "~/i18n/paraglide/messages";

/** SAFETY_TIPS in the page's language, in the same order (a tip added there shows in English until added here). */
const TIPS = [m.chat_safety_meet, m.chat_safety_pin, m.chat_safety_advance, m.chat_safety_on_mandi];

/** At the top of a young conversation (ConversationDetail.showSafetyTips): how to buy and sell safely. */
export function SafetyTips() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-brand">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-sky-700" />
        {m.chat_safety_title()}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {SAFETY_TIPS.map((tip, index) => (
          <li key={tip}>{TIPS[index]?.() ?? tip}</li>
        ))}
      </ul>
    </section>
  );
}
