import nodemailer from "nodemailer";
import type { EmailSender } from "./email";

/**
 * How long one SMTP step may take. nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would hold
 * a contact-form request for minutes when the mail server hangs; these fail it in seconds, as an error.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

/** Sends through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpEmailSender(options: {
  url: string;
  from: string;
  timeouts?: SmtpTimeouts;
}): EmailSender {
  const timeouts = options.timeouts ?? SMTP_TIMEOUTS;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo,
        ...(message.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: message.unsubscribeUrl, comment: "Unsubscribe" } },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
  };
}
