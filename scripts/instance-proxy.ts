import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** Which instance answered, on every response and WebSocket handshake the proxy passes on. */
export const INSTANCE_HEADER = "x-mandi-instance";

/**
 * A small reverse proxy in front of several Mandi instances on this machine, standing in for the nginx of a
 * deployment with more than one: plain http on `port`, requests and WebSocket upgrades forwarded to one instance,
 * `Host` passed on as the browser sent it, `X-Forwarded-For` appended, `X-Forwarded-Proto` and `X-Forwarded-Host`
 * set, and `X-Mandi-Instance` added to the answer.
 *
 * Which instance: the one the request's `instance` cookie names (sticky, as a load balancer's affinity cookie; a
 * test pins each browser to an instance with it); a request without one goes to the instances in turn
 * (round-robin).
 *
 * The client address it reports: every browser here connects from loopback, which an instance trusting its
 * loopback proxy would also count as a proxy hop; and with Redis the per-IP counters outlive a run, so a loopback
 * client would share them with every earlier run. `clientAddress` is the address a real proxy would have seen.
 */
export async function startInstanceProxy(options: {
  port: number;
  upstreams: Record<string, number>;
  clientAddress: string;
}) {
  const names = Object.keys(options.upstreams);
  let turn = 0;
  const upgraded = new Set<Duplex>();

  function route(req: IncomingMessage) {
    const pinned = /(?:^|;\s*)instance=([^;\s]+)/.exec(req.headers.cookie ?? "")?.[1];
    const name = pinned && pinned in options.upstreams ? pinned : (names[turn++ % names.length] as string);
    return { name, port: options.upstreams[name] as number };
  }

  function forwarded(req: IncomingMessage): IncomingHttpHeaders {
    const prior = req.headers["x-forwarded-for"];
    return {
      ...req.headers,
      "x-forwarded-for": prior ? `${prior}, ${options.clientAddress}` : options.clientAddress,
      "x-forwarded-proto": "http",
      "x-forwarded-host": req.headers.host ?? "",
    };
  }

  const server = createServer((req, res) => {
    const { name, port } = route(req);
    const upstream = httpRequest(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: forwarded(req) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, [...answer.rawHeaders, INSTANCE_HEADER, name]);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("Bad gateway");
    });
    req.pipe(upstream);
  });

  server.on("upgrade", (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const { name, port } = route(req);
    const upstream = httpRequest({
      host: "127.0.0.1",
      port,
      method: req.method,
      path: req.url,
      headers: forwarded(req),
    });
    const statusLine = (answer: IncomingMessage) =>
      `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`;
    // Switched: the handshake's answer goes back, then bytes flow both ways untouched.
    upstream.on("upgrade", (answer, socket: Socket, upstreamHead: Buffer) => {
      client.write(
        `${statusLine(answer)}${headerLines(answer.rawHeaders)}${INSTANCE_HEADER}: ${name}\r\n\r\n`,
      );
      if (upstreamHead.length > 0) client.write(upstreamHead);
      if (head.length > 0) socket.write(head);
      upgraded.add(client);
      const end = () => {
        upgraded.delete(client);
        client.destroy();
        socket.destroy();
      };
      socket.on("error", end).on("close", end);
      client.on("error", end).on("close", end);
      socket.pipe(client).pipe(socket);
    });
    // Refused (no session, a foreign Origin): the instance's answer as it is.
    upstream.on("response", (answer) => {
      client.write(`${statusLine(answer)}${headerLines(answer.rawHeaders)}\r\n`);
      answer.pipe(client);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://localhost:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function headerLines(raw: string[]): string {
  let lines = "";
  for (let i = 0; i + 1 < raw.length; i += 2) lines += `${raw[i]}: ${raw[i + 1]}\r\n`;
  return lines;
}
