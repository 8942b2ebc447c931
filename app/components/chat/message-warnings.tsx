import { ShieldAlert } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { type ScamRule, scamRule, scamWarnings } from "~/domain/chat/scam-rules";

/**
 * The scam shield beside a message, on both sides: the warning of every rule the message matched when it was
 * sent (ids stored with it; a rule since removed is skipped). Calm and specific — the message is still there.
 */
export function MessageWarnings({ warnings }: { warnings: readonly string[] }) {
  const rules = warnings.map(scamRule).filter((rule): rule is ScamRule => rule !== undefined);
  if (rules.length === 0) return null;
  return <WarningList rules={rules} />;
}

/**
 * Under the message box while typing: the same rule table, run in the browser. Always in the page as a polite
 * live region, so a screen reader hears a warning when it appears, not on every key.
 */
export function TypingWarning({ text }: { text: string }) {
  const deferred = useDeferredValue(text);
  const ids = useMemo(() => scamWarnings(deferred), [deferred]);
  const rules = ids.map(scamRule).filter((rule): rule is ScamRule => rule !== undefined);
  return <div aria-live="polite">{rules.length > 0 ? <WarningList rules={rules} /> : null}</div>;
}

function WarningList({ rules }: { rules: ScamRule[] }) {
  return (
    <ul aria-label="Safety warning" className="flex flex-col gap-1.5">
      {rules.map((rule) => (
        <li
          key={rule.id}
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-left text-sm text-amber-950"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold">{rule.title}</p>
            <p>{rule.warning}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
