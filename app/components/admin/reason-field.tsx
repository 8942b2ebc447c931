import { MODERATION_REASON_MAX_LENGTH } from "~/domain/moderation/moderation-schemas";

/**
 * The reason a moderator gives for an action (removal, rejection, ban, suspension): a required text whose
 * server message shows under it, keeping what was typed. Who reads it is said in the label.
 */
export function ReasonField({
  id,
  label,
  reader,
  defaultValue,
  error,
  helpId,
  placeholder,
}: {
  id: string;
  /** "Reason for removal", "Reason for the ban"… */
  label: string;
  /** Who is shown the reason. */
  reader: "seller" | "member";
  defaultValue: string;
  error: string | undefined;
  /** The id of a paragraph that explains the action, read with the field when there is no error. */
  helpId?: string;
  placeholder?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold">
        {label} <span className="font-normal text-slate-600">(the {reader} sees it)</span>
      </label>
      <textarea
        id={id}
        name="reason"
        required
        rows={2}
        maxLength={MODERATION_REASON_MAX_LENGTH}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : helpId}
        placeholder={placeholder}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-base aria-invalid:border-red-600"
      />
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
