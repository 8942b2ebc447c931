import nodemailer from "nodemailer";
import type { EmailSender } from "./email";

/** Sends through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function createSmtpEmailSender(options: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo,
      });
    },
  };
}
