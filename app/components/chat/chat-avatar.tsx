import type { ChatMember } from "~/domain/chat/chat-views";

/** The other member's photo, or their initial on a coloured disc. Decorative: the name is always beside it. */
export function ChatAvatar({ member, size = "size-11" }: { member: ChatMember; size?: string }) {
  if (member.image) {
    return <img src={member.image} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  }
  const initial = (member.name.trim()[0] ?? "U").toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white`}
    >
      {initial}
    </span>
  );
}
