import * as z from "zod/mini";

// The WebSocket protocol of /ws, both ways. The server reads every client frame with ClientFrameSchema and writes
// ServerFrameInput; the browser (app/lib/realtime-client.ts) shares the types and checks only a frame's type, as
// the schemas would add ~10 KB gzipped to a chunk every signed-in page loads (app/lib/read-server-frame.ts).

/** A conversation or message id as a frame may carry it (a number, or its digits); anything else reads as none. */
function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

const anId = z.optional(z.pipe(z.unknown(), z.transform(positiveInt)));
/** A field a frame may carry as text; any other value reads as absent, as the server always read it. */
const someText = z.catch(z.optional(z.string()), undefined);
/** The request id a `catchup` is answered with, kept to 64 characters. */
const requestId = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((rid) => rid.slice(0, 64)),
    ),
  ),
  undefined,
);

/**
 * What a client may send (server/realtime/client-messages.ts answers each): `send` a message, `read` up to a
 * message, `typing`, `viewing` (the chat on screen, or none), `ping`, `catchup`. A field of the wrong kind reads as
 * absent and the handler answers that (a `send` without a conversation gets a `nack`), so only a frame that is no
 * JSON object, or names no known `t`, fails here.
 */
export const ClientFrameSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("ping") }),
  z.object({ t: z.literal("send"), id: someText, c: anId, body: z.optional(z.unknown()) }),
  z.object({ t: z.literal("catchup"), rid: requestId, c: anId, after: anId }),
  z.object({ t: z.literal("read"), rid: requestId, c: anId, upTo: anId }),
  z.object({ t: z.literal("typing"), rid: requestId, c: anId }),
  z.object({ t: z.literal("viewing"), rid: requestId, c: anId }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
/** A frame as the browser writes it (before the schema reads it on the server). */
export type ClientFrameInput = z.input<typeof ClientFrameSchema>;
/** A frame the server answers with the `rid` it carries (the browser's `request` adds the `rid`). */
export type ClientRequestInput = Omit<Extract<ClientFrameInput, { t: "catchup" }>, "rid">;

const refusal = z.looseObject({ code: z.string(), message: z.string() });
/**
 * A stored chat message (domain/chat/chat-views.ts MessageView, which this lower area cannot name): checked for its
 * id and passed on whole.
 */
const storedMessage = z.custom<{ id: number }>(
  (value) =>
    typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "number",
);

/**
 * What the server sends: answers to a client's frames (`hello` on open, `pong`, `ack`/`nack` of a send, `messages`
 * answering a `catchup`, `error`) and the live events use-cases publish (chat: domain/chat/chat-events.ts;
 * `notification`; `resync` when events were lost). Loose objects: a field the server adds later passes through.
 */
export const ServerFrameSchema = z.discriminatedUnion("t", [
  z.looseObject({ t: z.literal("hello"), userId: z.string() }),
  z.looseObject({ t: z.literal("pong") }),
  z.looseObject({ t: z.literal("ack"), id: z.optional(z.string()), message: storedMessage }),
  z.looseObject({
    t: z.literal("nack"),
    id: z.optional(z.string()),
    error: refusal,
    retryIn: z.optional(z.number()),
  }),
  z.looseObject({
    t: z.literal("error"),
    rid: z.optional(z.string()),
    message: z.optional(z.string()),
    error: z.optional(refusal),
  }),
  z.looseObject({
    t: z.literal("messages"),
    rid: z.optional(z.string()),
    c: z.number(),
    messages: z.array(storedMessage),
  }),
  z.looseObject({ t: z.literal("message"), message: storedMessage }),
  z.looseObject({
    t: z.literal("read"),
    conversationId: z.number(),
    readerId: z.string(),
    lastReadId: z.number(),
  }),
  z.looseObject({ t: z.literal("typing"), conversationId: z.number(), userId: z.string() }),
  z.looseObject({ t: z.literal("conversation"), conversationId: z.number() }),
  z.looseObject({ t: z.literal("notification") }),
  z.looseObject({ t: z.literal("resync") }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;
export type ServerFrameInput = z.input<typeof ServerFrameSchema>;

function jsonObject(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A client's frame, or why not: it is no JSON object, or no frame the server knows. */
export function readClientFrame(
  text: string,
): { frame: ClientFrame } | { refused: "not-an-object" | "unknown-type" } {
  const value = jsonObject(text);
  if (!value) return { refused: "not-an-object" };
  const parsed = ClientFrameSchema.safeParse(value);
  return parsed.success ? { frame: parsed.data } : { refused: "unknown-type" };
}
