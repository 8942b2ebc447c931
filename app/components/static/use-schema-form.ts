import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { localizeText } from "~/i18n/domain-text";

export type FieldErrors = Record<string, string>;

/**
 * Progressive enhancement for a server-validated form: the same zod schema checks the fields in the browser
 * before submitting, server errors (from the action) replace them, the first invalid field takes focus, and
 * a field's message clears as soon as it is edited.
 */
export function useSchemaForm(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => localizeAll(serverErrors));

  useEffect(() => {
    setErrors(localizeAll(serverErrors));
    if (serverErrors) focusFirstInvalid(formRef.current, serverErrors);
  }, [serverErrors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) return;
    event.preventDefault();
    const fields: FieldErrors = {};
    for (const issue of result.error.issues)
      fields[String(issue.path[0] ?? "_")] ??= localizeText(issue.message);
    setErrors(fields);
    focusFirstInvalid(event.currentTarget, fields);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return { formRef, errors, onSubmit, onInput };
}

/** The domain's (English) field messages in the page's language. */
function localizeAll(errors: FieldErrors | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([name, text]) => [name, localizeText(text)]));
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
