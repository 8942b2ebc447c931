// Every better-auth user needs an e-mail; a person who joins with only a phone gets a placeholder on the reserved
// .invalid domain, which is never shown and never mailed.
const DOMAIN = "phone.mandi.invalid";

export function phoneOnlyEmail(phoneNumber: string): string {
  return `${phoneNumber.replace(/^\+/, "")}@${DOMAIN}`;
}

export function isPhoneOnlyEmail(email: string): boolean {
  return email.endsWith(`@${DOMAIN}`);
}
