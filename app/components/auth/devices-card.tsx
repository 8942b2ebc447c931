import { Form } from "react-router";
import { SettingsCard } from "./settings-card";
import { SubmitButton } from "./submit-button";
import { useBusy } from "./use-busy";

/** Ends every other session of the account (a lost phone, a shared computer). */
export function DevicesCard() {
  const busy = useBusy("sign-out-others");
  return (
    <SettingsCard
      id="settings-devices"
      title="Devices"
      description="Signed in on a phone or computer you no longer use? Sign out everywhere except here."
    >
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-others" />
        <SubmitButton busy={busy} variant="outline" className="sm:w-auto">
          Sign out of all other devices
        </SubmitButton>
      </Form>
    </SettingsCard>
  );
}
