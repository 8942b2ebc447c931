import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface GatewayMessage {
  apiKey: string | undefined;
  sender: string;
  to: string;
  message: string;
}

/**
 * A local stand-in for an MSG91-style SMS gateway: records every message it is asked to send and refuses numbers
 * listed in `refuse` with 400, as a real gateway refuses an invalid number. With `hold`, it answers nobody until
 * `release()` — a gateway that is slow to answer.
 */
export async function startSmsGateway(options: { refuse?: string[]; hold?: boolean } = {}) {
  const received: GatewayMessage[] = [];
  let held: (() => void)[] | null = options.hold ? [] : null;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      const auth = req.headers.authkey;
      received.push({ apiKey: typeof auth === "string" ? auth : undefined, ...body });
      const answer = () => {
        if (options.refuse?.includes(body.to)) {
          res.writeHead(400, { "content-type": "text/plain" }).end("invalid number");
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    received,
    /** Answers every held request, and from now on answers at once. */
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
