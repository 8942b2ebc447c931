/**
 * An e-mail address as Mandi shows it to someone other than its owner: the first letter and the domain
 * (r•••@example.com), enough to recognise, too little to write to.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
