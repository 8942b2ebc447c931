import { createHmac, timingSafeEqual } from "node:crypto";

/** An HMAC of `parts` with the server's secret: a link that proves it was made by Mandi for these values. */
export function signParts(secret: string, parts: readonly string[]): string {
  return createHmac("sha256", secret).update(parts.join("\n")).digest("base64url").slice(0, 32);
}

export function verifyParts(secret: string, parts: readonly string[], token: string): boolean {
  const expected = Buffer.from(signParts(secret, parts));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
