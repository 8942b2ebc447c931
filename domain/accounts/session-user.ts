import { isPhoneOnlyEmail } from "./phone-only-email";

/** The signed-in person as pages, the header and the API see them. */
export interface SessionUser {
  id: string;
  /** "" when never given (a phone-only account): show "User". */
  name: string;
  /** null for a phone-only account, whose stored e-mail is a placeholder. */
  email: string | null;
  emailVerified: boolean;
  /** Confirmed by a link Mandi sent to it, opened by the account's holder (decision 025): admin rights need it. */
  emailConfirmed: boolean;
  /** A /media URL of the re-encoded profile photo, or null. */
  image: string | null;
  phoneNumber: string | null;
  /** ISO date-time the account was created ("Member since"). */
  createdAt: string;
}

interface StoredUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  emailConfirmedAt?: Date | string | null | undefined;
  image?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  createdAt: Date | string;
}

/** Only photos Mandi stores itself (/media) are shown, never a remote image: null otherwise. */
export function ownPhoto(image: string | null | undefined): string | null {
  return image?.startsWith("/media/") ? image : null;
}

export function toSessionUser(user: StoredUser): SessionUser {
  return {
    id: user.id,
    name: user.name.trim(),
    email: isPhoneOnlyEmail(user.email) ? null : user.email,
    emailVerified: user.emailVerified,
    emailConfirmed: Boolean(user.emailConfirmedAt),
    image: ownPhoto(user.image),
    phoneNumber: user.phoneNumber ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export function displayName(user: Pick<SessionUser, "name">): string {
  return user.name || "User";
}
