import { type AddressInfo, createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpEmailSender } from "./smtp-email";

// A real SMTP conversation with a local server that keeps what arrives.
const inbox: { from: string; to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (c: Buffer) => {
      raw += c.toString();
    });
    stream.on("end", () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the SMTP e-mail adapter", () => {
  it("delivers a plain-text message to the SMTP server", async () => {
    const email = createSmtpEmailSender({
      url: `smtp://127.0.0.1:${port}`,
      from: "Mandi <no-reply@mandi.test>",
    });
    await email.send({
      to: "support@mandi.test",
      subject: "Contact form: Hello",
      text: "<b>not html</b>",
      replyTo: "asha@example.in",
    });
    const mail = inbox.at(-1);
    expect(mail?.from).toBe("no-reply@mandi.test");
    expect(mail?.to).toEqual(["support@mandi.test"]);
    expect(mail?.raw).toContain("Subject: Contact form: Hello");
    expect(mail?.raw).toContain("Reply-To: asha@example.in");
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toContain("<b>not html</b>");
  });
});

describe("a mail server that hangs", () => {
  it("fails the send after the greeting timeout instead of holding the request", async () => {
    // Accepts the connection and never says a word.
    const silent = createNetServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const email = createSmtpEmailSender({
        url: `smtp://127.0.0.1:${silentPort}`,
        from: "Mandi <no-reply@mandi.test>",
        timeouts: { connectionMs: 200, greetingMs: 200, socketMs: 400 },
      });
      await expect(email.send({ to: "support@mandi.test", subject: "Hello", text: "Hello" })).rejects.toThrow(
        /greeting|timeout/i,
      );
    } finally {
      silent.close();
    }
  });
});
