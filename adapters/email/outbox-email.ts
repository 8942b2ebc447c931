import type { Outbox } from "../outbox/outbox";
import type { EmailSender } from "./email";

export function createOutboxEmailSender(outbox: Outbox): EmailSender {
  return {
    async send(message) {
      outbox.add({ channel: "email", to: message.to, body: `${message.subject}\n\n${message.text}` });
    },
  };
}
