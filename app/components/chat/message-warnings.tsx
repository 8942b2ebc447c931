import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { MESSAGE_MAX_LENGTH } from "~/domain/chat/chat-limits";
import { type ScamRule, scamRule, scamWarnings } from "~/domain/shared/scam-rules";
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
 * The scam shield beside a message (the rules it matched when it was sent, stored with it; a rule since removed is
 * skipped). The receiver reads each rule's warning, calm and specific — the message is still there. The sender
 * reads one calm line instead: the list would teach a scammer which words to avoid.
 */
export function MessageWarnings({
  warnings,
  mine,
  name,
}: {
  warnings: readonly string[];
  mine: boolean;
  /** The other member, who reads the warnings. */
  name: string;
}) {
  const rules = warnings.map(scamRule).filter((rule): rule is ScamRule => rule !== undefined);
  if (rules.length === 0) return null;
  return mine ? <SafetyNote text={m.chat_warnings_sent_note({ name })} /> : <WarningList rules={rules} />;
}

/**
 * Under the message box while typing: one calm line when the text would carry warnings, from the same rule table
 * run in the browser on at most what the box takes (a pasted book costs no more than a message). Always in the page
 * as a polite live region, so a screen reader hears it when it appears, not on every key.
 */
export function TypingWarning({ text, name }: { text: string; name: string }) {
  const deferred = useDeferredValue(text);
  const warned = useMemo(() => scamWarnings(deferred.slice(0, MESSAGE_MAX_LENGTH)).length > 0, [deferred]);
  return (
    <div aria-live="polite">
      {warned ? <SafetyNote text={m.chat_warnings_typing_note({ name })} /> : null}
    </div>
  );
}

function SafetyNote({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-1.5 text-left text-xs text-slate-600">
      <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      {text}
    </p>
  );
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
