import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { formatPhoneNumber } from "~/domain/accounts/phone-number";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import type { FormState } from "./form-state";
import { around } from "./message-parts";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";
import { useResendCountdown } from "./use-resend-countdown";

interface OtpStepProps {
  phone: string;
  verifyIntent: string;
  verifyLabel: string;
  resendIntent: string;
  /** Seconds before "Resend Code" is allowed, as the loader worked it out. */
  resendIn: number;
  sentAt: string;
  state: FormState | undefined;
  /** Hidden inputs both forms carry (redirectTo…). */
  hidden?: Record<string, string> | undefined;
  /** More fields of the verify form (a new password when resetting). */
  children?: ReactNode;
}

/** Step "otp": one 6-digit code field, the verify button, and "Resend code in Ns" counting down to "Resend Code". */
export function OtpStep(props: OtpStepProps) {
  const { phone, state, hidden = {} } = props;
  const left = useResendCountdown(props.resendIn, props.sentAt);
  const verifying = useBusy(props.verifyIntent);
  const resending = useBusy(props.resendIntent);
  const mine = state?.intent === props.verifyIntent ? state : undefined;
  const resendProblem = state?.intent === props.resendIntent ? state.formError : undefined;
  const [sentBefore, sentAfter] = around((x) => m.account_otp_sent_to({ phone: x }));
  const hiddenInputs = Object.entries({ phone, ...hidden }).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        {sentBefore}
        <strong className="whitespace-nowrap">{formatPhoneNumber(phone)}</strong>
        {sentAfter}
      </p>
      <Form method="post" className="space-y-4" noValidate>
        {hiddenInputs}
        <input type="hidden" name="intent" value={props.verifyIntent} />
        <AuthField
          id="otp-code"
          name="code"
          label={m.account_otp_code_label()}
          hint={m.account_otp_code_hint()}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          minLength={6}
          autoFocus
          error={mine?.errors?.code}
        />
        {props.children}
        <FormAlert message={mine?.formError} />
        <SubmitButton busy={verifying} disabled={resending}>
          {props.verifyLabel}
        </SubmitButton>
      </Form>
      <Form method="post" className="space-y-2">
        {hiddenInputs}
        <input type="hidden" name="intent" value={props.resendIntent} />
        <FormAlert message={resendProblem} />
        <button
          type="submit"
          disabled={left > 0 || resending || verifying}
          aria-busy={resending || undefined}
          className="min-h-11 w-full rounded-md px-4 py-2 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {left > 0 ? m.account_otp_resend_in({ seconds: String(left) }) : m.account_otp_resend()}
        </button>
      </Form>
    </div>
  );
}
