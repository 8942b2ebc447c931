import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what arrives, for testing the real SMTP adapter end to end. */
export async function startSmtpInbox() {
  const inbox: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Resolves with the first mail to `address`, waiting up to 5 s for it. */
    async mailTo(address: string): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = inbox.find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail arrived for ${address}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
