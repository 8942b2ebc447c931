import { AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { m } from "~/i18n/paraglide/messages";
import { CheckboxField, TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

/** Review step: who buyers deal with. Prefilled from the account; the e-mail is shown, not published. */
export function ContactStep(props: StepProps & { email: string | null }) {
  const { draft, errors, change } = props;
  return (
    <div className="space-y-5">
      <TextField
        name="sellerName"
        label={m.sell_contact_name()}
        required
        autoComplete="name"
        value={draft.sellerName}
        onChange={(sellerName) => change({ sellerName })}
        error={errors.sellerName}
        maxLength={AD_TEXT_LIMITS.sellerName}
      />
      <TextField
        name="sellerPhone"
        label={m.sell_contact_phone()}
        required
        type="tel"
        autoComplete="tel"
        value={draft.sellerPhone}
        onChange={(sellerPhone) => change({ sellerPhone })}
        error={errors.sellerPhone}
        placeholder="+91 98765 43210"
        maxLength={32}
      />
      {props.email ? (
        <div>
          <label htmlFor="ad-account-email" className="block text-sm font-semibold">
            {m.sell_contact_email()}
          </label>
          <input
            id="ad-account-email"
            type="email"
            readOnly
            value={props.email}
            aria-describedby="ad-account-email-hint"
            className="mt-1 block w-full rounded-md border border-slate-200 bg-surface px-3 py-2 text-base text-slate-700"
          />
          <p id="ad-account-email-hint" className="mt-1 text-sm text-slate-600">
            {m.sell_contact_email_hint()}
          </p>
        </div>
      ) : null}
      <CheckboxField
        name="showPhone"
        label={m.sell_contact_show_phone()}
        checked={draft.showPhone}
        onChange={(showPhone) => change({ showPhone })}
        hint={m.sell_contact_show_phone_hint()}
      />
    </div>
  );
}
