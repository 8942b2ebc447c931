import { connect, createServer, type Server, type Socket } from "node:net";

export interface CuttableProxy {
  /** `redis://127.0.0.1:<port>` style address of the proxy, for the given scheme. */
  url(scheme: string): string;
  /** As if the server behind went away: open connections are cut, new ones refused. */
  cut(): Promise<void>;
  /** The server is reachable again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `target` (host:port) that a test can cut and restore: the outage of a shared server (Redis,
 * PostgreSQL) without stopping it, so other tests using it carry on and what it stores survives the "outage".
 */
export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let port = 0;
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        const address = next.address();
        if (address && typeof address === "object") port = address.port;
        server = next;
        resolve();
      });
    });
  const stop = async () => {
    const running = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    sockets.clear();
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await listen();
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut: stop,
    restore: listen,
    close: stop,
  };
}
