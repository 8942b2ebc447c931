import { displayName } from "~/domain/accounts/session-user";

const SIZES = { sm: "size-9 text-sm", lg: "size-24 text-3xl" } as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "");
  return letters.toUpperCase() || "U";
}

/** The profile photo (a fixed size, so nothing moves as it loads) or the initials of the name. */
export function UserAvatar({
  user,
  size = "sm",
}: {
  user: { name: string; image: string | null };
  size?: keyof typeof SIZES;
}) {
  const box = `${SIZES[size]} shrink-0 overflow-hidden rounded-full`;
  if (user.image) {
    const px = size === "sm" ? 36 : 96;
    const src = size === "sm" ? user.image.replace(/\/256\.webp$/, "/96.webp") : user.image;
    return <img src={src} alt="" width={px} height={px} className={`${box} object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-brand-light font-bold text-brand`}
    >
      {initials(displayName(user))}
    </span>
  );
}
