import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

/** What a browser's push service received for one device. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local stand-in for a browser vendor's push service (RFC 8030): it takes Mandi's encrypted messages at
 * `/push/{device}`, answers 201 (or a status a test sets per device, e.g. 410 for a device that unsubscribed) and
 * keeps what came. `device()` makes a subscription as a browser would (its own P-256 key pair and auth secret),
 * whose messages the test can decrypt (RFC 8291, aes128gcm) and whose VAPID signature it can check. The server
 * pushes to it only when told it is a push service (PUSH_EXTRA_ORIGINS, or webPushSender's extraOrigins).
 */
export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const device = decodeURIComponent(String(req.url).replace(/^\/push\//, ""));
      received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(device) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Makes the service answer this status for a device from now on. */
    answer(device: string, status: number) {
      statuses.set(device, status);
    },
    /** A browser's subscription for a new device, and how to read what is pushed to it. */
    device(name: string) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      const subscription = {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
      };
      return {
        name,
        subscription,
        decrypt(push: ReceivedPush): string {
          return ece
            .decrypt(push.body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth })
            .toString("utf8");
        },
        pushes: () => received.filter((push) => push.device === name),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Checks a push request's `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): signed with that key, for us. */
export function vapidClaims(
  push: ReceivedPush,
  origin: string,
): { key: string; claims: Record<string, unknown> } {
  const header = String(push.headers.authorization ?? "");
  const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token = "", key = ""] = match;
  const [head = "", payload = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33, 65).toString("base64url"),
  };
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (claims.aud !== origin) throw new Error(`the VAPID token is for ${String(claims.aud)}, not ${origin}`);
  return { key, claims };
}
