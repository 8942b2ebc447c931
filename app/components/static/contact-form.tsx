import { Form, useLocation, useNavigation } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { ContactMessageSchema } from "~/domain/contact/contact-schemas";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { type FieldErrors, useSchemaForm } from "./use-schema-form";

export interface ContactFormState {
  values: Partial<Record<"name" | "email" | "subject" | "message", string>>;
  errors?: FieldErrors;
  /** A problem with the whole submission (rate limit, delivery), shown above the button. */
  formError?: string;
}

export function ContactForm({ state }: { state: ContactFormState | undefined }) {
  const location = useLocation();
  const navigation = useNavigation();
  const { formRef, errors, onSubmit, onInput } = useSchemaForm(ContactMessageSchema, state?.errors);
  const busy = navigation.state === "submitting" && navigation.formAction === location.pathname;
  const values = state?.values ?? {};

  return (
    <Form
      // A new location (the redirect after a successful send) remounts the form, which clears it.
      key={location.key}
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby="contact-form-title"
      className="space-y-4"
    >
      <h2 id="contact-form-title" className="text-xl font-bold">
        {m.static_contact_form_title()}
      </h2>
      <p className="text-sm text-gray-600">{m.static_contact_form_note()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="contact-name"
          name="name"
          label={m.static_contact_name()}
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <FormField
          id="contact-email"
          name="email"
          label={m.static_contact_email()}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <FormField
        id="contact-subject"
        name="subject"
        label={m.static_contact_subject()}
        maxLength={150}
        required
        defaultValue={values.subject}
        error={errors.subject}
      />
      <FormField
        id="contact-message"
        name="message"
        label={m.static_contact_message()}
        multiline
        rows={6}
        maxLength={5000}
        required
        defaultValue={values.message}
        error={errors.message}
      />
      <FormAlert message={state?.formError && localizeText(state.formError)} />
      <SubmitButton busy={busy}>{m.static_contact_send()}</SubmitButton>
    </Form>
  );
}
