import type { ServerFrame } from "~/domain/shared/realtime-frames";

// The browser reads the server's frames by their type only: the schema (domain/shared/realtime-frames.ts) is
// zod, ~10 KB gzipped in a chunk every signed-in page loads for its badges (decision 009 keeps zod off the
// public pages' scripts); the server, which writes these frames, is held to the schema instead.

/** Every server frame's `t`: a type the schema gains or loses and this does not is a compile error. */
const SERVER_FRAME_TYPES: Record<ServerFrame["t"], true> = {
  hello: true,
  pong: true,
  ack: true,
  nack: true,
  error: true,
  messages: true,
  message: true,
  read: true,
  typing: true,
  conversation: true,
  notification: true,
  resync: true,
};

/** The server's frame, or undefined for anything that is no JSON object of a known `t` (it is ignored). */
export function readServerFrame(text: string): ServerFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const t = (value as { t?: unknown }).t;
  return typeof t === "string" && Object.hasOwn(SERVER_FRAME_TYPES, t) ? (value as ServerFrame) : undefined;
}
