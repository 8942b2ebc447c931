import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { SAFETY_TIPS } from "~/domain/chat/chat-limits";

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
        Stay safe on Mandi
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {SAFETY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
