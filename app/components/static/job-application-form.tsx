import { Form, useLocation, useNavigation } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { JobApplicationSchema } from "~/domain/careers/careers-schemas";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { type FieldErrors, useSchemaForm } from "./use-schema-form";

export interface JobApplicationState {
  opening: string;
  values: Partial<Record<"name" | "email" | "phone" | "profileUrl" | "coverLetter", string>>;
  errors?: FieldErrors;
  formError?: string;
}

/** The application form for one opening; used inline (no JavaScript) and inside the Apply dialog. */
export function JobApplicationForm(props: {
  opening: { slug: string; title: string };
  state: JobApplicationState | undefined;
  /** Prefix of the field ids, so an inline form and a dialog form never share ids. */
  idPrefix: string;
  /** Where the form posts; the inline form keeps ?apply so errors show beside it again. */
  action: string;
}) {
  const { opening, idPrefix } = props;
  const state = props.state?.opening === opening.slug ? props.state : undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const { formRef, errors, onSubmit, onInput } = useSchemaForm(JobApplicationSchema, state?.errors);
  const busy = navigation.state === "submitting" && navigation.formData?.get("opening") === opening.slug;
  const values = state?.values ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Form
      key={location.key}
      ref={formRef}
      method="post"
      action={props.action}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-label={m.static_careers_apply_for({ title: opening.title })}
      className="space-y-4"
    >
      <input type="hidden" name="opening" value={opening.slug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id("name")}
          name="name"
          label={m.static_careers_full_name()}
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <FormField
          id={id("email")}
          name="email"
          label={m.static_contact_email()}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <FormField
          id={id("phone")}
          name="phone"
          label={m.static_careers_phone()}
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          maxLength={20}
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <FormField
          id={id("profile")}
          name="profileUrl"
          label={m.static_careers_profile_link()}
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/…"
          maxLength={500}
          defaultValue={values.profileUrl}
          error={errors.profileUrl}
        />
      </div>
      <FormField
        id={id("cover-letter")}
        name="coverLetter"
        label={m.static_careers_cover_letter()}
        hint={m.static_careers_cover_letter_hint()}
        multiline
        rows={6}
        maxLength={5000}
        required
        defaultValue={values.coverLetter}
        error={errors.coverLetter}
      />
      <FormAlert message={state?.formError && localizeText(state.formError)} />
      <SubmitButton busy={busy}>{m.static_careers_send_application()}</SubmitButton>
    </Form>
  );
}
