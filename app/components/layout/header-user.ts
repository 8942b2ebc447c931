/** What the header shows of a signed-in person; null for a visitor. */
export interface HeaderUser {
  name: string;
  avatarUrl?: string | null | undefined;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "");
  return letters.toUpperCase() || "U";
}
