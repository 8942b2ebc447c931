/** What the header shows of a signed-in person; null for a visitor. */
export interface HeaderUser {
  name: string;
  email: string | null;
  image: string | null;
  /** Shows "Admin" in the account menu (domain/moderation/is-admin.ts). */
  isAdmin?: boolean;
}
