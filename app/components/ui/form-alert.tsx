/** A problem with the whole form (wrong code, rate limit), announced and shown above the button. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
