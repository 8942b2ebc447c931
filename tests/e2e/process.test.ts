import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startMandi, waitUntilReady } from "./support/mandi-process";

// The process around the app: start-up refusals and graceful shutdown. The build exists: the web server made it.
const dataDir = () => mkdtempSync(path.join(tmpdir(), "mandi-proc-"));

test("a bad setting stops start-up with one line naming it", async () => {
  const server = startMandi({ PORT: "not-a-port", DATA_DIR: dataDir() }, "info");
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toMatch(/^Invalid configuration: PORT .*not-a-port/m);
});

test("a public deployment without secrets and providers refuses to start", async () => {
  const server = startMandi(
    { PORT: "3191", DATA_DIR: dataDir(), PUBLIC_URL: "https://mandi.example" },
    "info",
  );
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Refusing to start a public deployment");
  expect(server.output()).toContain("AUTH_SECRET");
});

test("SIGTERM lets a request in flight finish, then closes the database and exits 0", async () => {
  // A fresh data folder is migrated and seeded first: 8 s on a quiet machine, over 30 s beside two busy browsers.
  test.slow();
  const port = 3192;
  const server = startMandi({ PORT: String(port), DATA_DIR: dataDir() }, "info");
  await waitUntilReady(server, 120);
  // The request is on an open connection and has had time to be read before the signal (a fetch started a few
  // milliseconds earlier may not even have connected on a busy machine).
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  await new Promise((r) => setTimeout(r, 100));
  server.child.kill("SIGTERM");
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain("</html>");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');
  await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
});
