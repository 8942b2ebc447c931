import { Form } from "react-router";
import { m } from "~/i18n/paraglide/messages";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Ends every other session of the account (a lost phone, a shared computer). */
export function DevicesCard() {
  const busy = useBusy("sign-out-others");
  return (
    <SettingsCard
      id="settings-devices"
      title={m.account_settings_devices_title()}
      description={m.account_settings_devices_description()}
    >
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-others" />
        <SubmitButton busy={busy} variant="outline" className="sm:w-auto">
          {m.account_settings_sign_out_others()}
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
