import { ShieldAlert } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { type ScamRule, scamRule, scamWarnings } from "~/domain/chat/scam-rules";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";

/** Each rule's words in the page's language, by its id (a rule not here is shown through localizeText). */
const RULE_TEXT: Record<string, { title: () => string; warning: () => string }> = {
  "pin-otp": { title: m.chat_scam_pin_otp_title, warning: m.chat_scam_pin_otp_warning },
  "qr-code": { title: m.chat_scam_qr_code_title, warning: m.chat_scam_qr_code_warning },
  "advance-payment": {
    title: m.chat_scam_advance_payment_title,
    warning: m.chat_scam_advance_payment_warning,
  },
  "army-out-of-station": { title: m.chat_scam_army_title, warning: m.chat_scam_army_warning },
  "payment-link": { title: m.chat_scam_payment_link_title, warning: m.chat_scam_payment_link_warning },
  "off-platform": { title: m.chat_scam_off_platform_title, warning: m.chat_scam_off_platform_warning },
};

function ruleText(rule: ScamRule): { title: string; warning: string } {
  const text = RULE_TEXT[rule.id];
  return text
    ? { title: text.title(), warning: text.warning() }
    : { title: localizeText(rule.title), warning: localizeText(rule.warning) };
}

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
    <ul aria-label={m.chat_warnings_label()} className="flex flex-col gap-1.5">
      {rules.map((rule) => {
        const text = ruleText(rule);
        return (
          <li
            key={rule.id}
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-left text-sm text-amber-950"
          >
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <div>
              <p className="font-semibold">{text.title}</p>
              <p>{text.warning}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
