import type { Outbox } from "../outbox/outbox";
import type { SmsSender } from "./sms";

export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    async send(to, text) {
      outbox.add({ channel: "sms", to, body: text });
    },
  };
}
