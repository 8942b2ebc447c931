import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSmsSender } from "./http-sms";

// A local stand-in for the SMS gateway: records what it receives, fails for one number.
const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => {
    raw += c;
  });
  req.on("end", () => {
    const body = JSON.parse(raw);
    received.push({ headers: req.headers, body });
    if (body.to === "910000000000") {
      res.writeHead(400, { "content-type": "text/plain" }).end("invalid number");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end('{"type":"success"}');
  });
});
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the HTTP SMS gateway adapter", () => {
  it("posts the message with the key and the number without its plus sign", async () => {
    const sms = createHttpSmsSender({ url, apiKey: "secret-key", senderId: "MANDI" });
    await sms.send("+919876543210", "Your Mandi code is 123456");
    const last = received.at(-1);
    expect(last?.headers.authkey).toBe("secret-key");
    expect(last?.body).toEqual({ sender: "MANDI", to: "919876543210", message: "Your Mandi code is 123456" });
  });

  it("turns a refusal into an error that says why", async () => {
    const sms = createHttpSmsSender({ url, apiKey: "secret-key", senderId: "MANDI" });
    await expect(sms.send("+910000000000", "hi")).rejects.toThrow("SMS gateway answered 400: invalid number");
  });
});
