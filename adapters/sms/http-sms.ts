import type { SmsSender } from "./sms";

/**
 * An MSG91/Twilio-style HTTP gateway: POST JSON { sender, to, message } with the key in the `authkey` header.
 * A non-2xx answer is an error carrying the gateway's text, so callers can show why a code was not sent.
 */
export function createHttpSmsSender(options: {
  url: string;
  apiKey: string;
  senderId: string;
  fetch?: typeof fetch;
}): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(to, text) {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authkey: options.apiKey },
        body: JSON.stringify({ sender: options.senderId, to: to.replace(/^\+/, ""), message: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
    },
  };
}
