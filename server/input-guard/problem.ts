// What the input guard found wrong, shared by its parts and the app environment (no imports: no cycles).

export interface InputProblem {
  /** The field as a person or client names it: a query parameter, "path", a form field, a JSON path. */
  field: string;
  /** Completes a sentence that starts with the field: "contains a control character (U+0000)". */
  reason: string;
}

/**
 * A page form the input guard refused, answered by the page itself: the form shown again with the message under
 * the field and what the person typed (without the refused characters, never a password). Carried to React
 * Router in the load context; the route's action is not run.
 */
export interface FormRefusal {
  intent: string;
  /** The job opening of a /careers form: its dialog reopens with the message. */
  opening: string | undefined;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}
