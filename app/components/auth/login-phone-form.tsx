import { Form } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { m } from "~/i18n/paraglide/messages";
import { AuthField } from "./auth-field";
import type { FormState } from "./form-state";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Mode "phone" (and the SMS half of "forgot"): one phone field that texts a code. */
export function PhoneCodeForm(props: {
  intent: string;
  buttonLabel: string;
  redirectTo: string;
  defaultPhone?: string | undefined;
  state: FormState | undefined;
  idPrefix?: string;
}) {
  const busy = useBusy(props.intent);
  const mine = props.state?.intent === props.intent ? props.state : undefined;
  const id = `${props.idPrefix ?? "login"}-phone`;
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      <AuthField
        id={id}
        name="phone"
        label={m.account_field_phone()}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        maxLength={20}
        defaultValue={mine?.values?.phone ?? props.defaultPhone}
        error={mine?.errors?.phone}
      />
      <FormAlert message={mine?.formError} />
      <SubmitButton busy={busy}>{props.buttonLabel}</SubmitButton>
    </Form>
  );
}
