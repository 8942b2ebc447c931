import { Form, useLocation, useNavigation } from "react-router";
import { FormAlert } from "~/app/components/ui/form-alert";
import { ContactMessageSchema } from "~/domain/contact/contact-schemas";
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
        Send us a message
      </h2>
      <p className="text-sm text-gray-600">
        All fields are required. We reply by e-mail, usually within one business day.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="contact-name"
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <FormField
          id="contact-email"
          name="email"
          label="E-mail"
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
        label="Subject"
        maxLength={150}
        required
        defaultValue={values.subject}
        error={errors.subject}
      />
      <FormField
        id="contact-message"
        name="message"
        label="Message"
        multiline
        rows={6}
        maxLength={5000}
        required
        defaultValue={values.message}
        error={errors.message}
      />
      <FormAlert message={state?.formError} />
      <SubmitButton busy={busy}>Send Message</SubmitButton>
    </Form>
  );
}
