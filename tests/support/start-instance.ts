// One Mandi instance in a process of its own, started as server/start.js starts the build (createServer, then the
// graceful HTTP server with its drain), but from the sources and without pages: for tests that start several
// processes at once on one database. Prints "listening <port>" once it accepts connections; SIGTERM stops it.
import { getRequestListener } from "@hono/node-server";
import { createServer } from "~/server/create-server";
import { createGracefulHttpServer } from "~/server/graceful-http";

const server = await createServer({
  build: async () => {
    throw new Error("this test instance serves no pages");
  },
  mode: "test",
});
const { http, shutdown } = createGracefulHttpServer(getRequestListener(server.app.fetch), {
  logger: server.logger,
  onDraining: () => server.readiness.drain(),
  drainMs: server.config.shutdownDelayMs,
  onStopping: () => server.closeSockets(),
  close: () => server.close(),
});
http.listen(server.config.port, "127.0.0.1", () => {
  const address = http.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : server.config.port}`);
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
