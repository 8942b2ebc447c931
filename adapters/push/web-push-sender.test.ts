import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startPushService } from "~/tests/support/push-service";
import type { Resolve } from "./checked-post";
import { isPublicAddress } from "./public-address";
import { isPushServiceEndpoint } from "./push-endpoint";
import { generateVapidKeys, webPushSender } from "./web-push-sender";

// Issue 25 §5: Mandi calls only the browsers' push services, and never an address inside its own networks.

const keys = { ...generateVapidKeys(), subject: "mailto:support@mandi.local" };
let service: Awaited<ReturnType<typeof startPushService>>;
beforeEach(async () => {
  service = await startPushService();
});
afterEach(() => service.close());

/** A DNS server that answers every name with `addresses`, counting the questions. */
function dns(...addresses: string[]) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { asked, resolve };
}

describe("public addresses", () => {
  it("refuses loopback, private, link-local, CGNAT, multicast, unspecified and reserved, v4 and v6", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "0.0.0.0",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "240.0.0.1",
      "198.18.0.1",
      "::",
      "::1",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "::ffff:a9fe:a9fe",
      "::ffff:10.0.0.1",
      "64:ff9b::127.0.0.1",
      "64:ff9b::a00:1",
      "2002:7f00:1::1",
      "2001:db8::1",
      "not an address",
      "",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      "142.250.183.10",
      "8.8.8.8",
      "100.128.0.1",
      "172.32.0.1",
      "2607:f8b0:4004:c1b::5f",
      "2a00:1450:4001:80b::200a",
      "::ffff:8.8.8.8",
      "64:ff9b::8.8.8.8",
      "64:ff9b::808:808",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("push service endpoints", () => {
  it("are the browsers' push services over https on 443, or an origin the operator added", () => {
    expect(isPushServiceEndpoint("https://fcm.googleapis.com/fcm/send/x")).toBe(true);
    expect(isPushServiceEndpoint("https://fcm.googleapis.com:443/wp/x")).toBe(true);
    expect(isPushServiceEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x")).toBe(true);
    expect(isPushServiceEndpoint("https://web.push.apple.com/x")).toBe(true);
    expect(isPushServiceEndpoint("https://db5p.notify.windows.com/w/?token=x")).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:444/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://push.apple.com/x",
      "https://evilpush.apple.com/x",
      "https://a:b@fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
      service.origin,
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
    expect(isPushServiceEndpoint(`${service.origin}/push/phone`, [service.origin])).toBe(true);
  });
});

describe("sending a push", () => {
  it("never connects to a push service's name that resolves to a private address", async () => {
    const rebinding = dns("127.0.0.1");
    const sender = webPushSender(keys, { resolve: rebinding.resolve });
    const device = service.device("phone");
    const status = await sender.send(
      { ...device.subscription.keys, endpoint: "https://fcm.googleapis.com/wp/x" },
      "hi",
    );
    expect(status).toBe(410);
    expect(rebinding.asked).toEqual(["fcm.googleapis.com"]);

    // One private address among public ones is enough to refuse.
    const mixed = dns("142.250.183.10", "10.0.0.7");
    const mixedSender = webPushSender(keys, { resolve: mixed.resolve });
    expect(
      await mixedSender.send(
        { ...device.subscription.keys, endpoint: "https://fcm.googleapis.com/wp/x" },
        "hi",
      ),
    ).toBe(410);
  });

  it("refuses an operator's origin at a private address on a public deployment, at send time", async () => {
    const origin = service.origin.replace("127.0.0.1", "push.internal.test");
    const resolver = dns("127.0.0.1");
    const sender = webPushSender(keys, { extraOrigins: [origin], resolve: resolver.resolve });
    const device = service.device("phone");
    const endpoint = `${origin}/push/phone`;
    expect(sender.accepts(endpoint)).toBe(true);
    expect(await sender.send({ ...device.subscription.keys, endpoint }, "hi")).toBe(410);
    // Its address literal too, named directly.
    const literal = webPushSender(keys, { extraOrigins: [service.origin] });
    expect(
      await literal.send({ ...device.subscription.keys, endpoint: device.subscription.endpoint }, "hi"),
    ).toBe(410);
    expect(service.received).toEqual([]);
  });

  it("connects to the address it checked, resolving the name once", async () => {
    // "push.internal.test" has no DNS record: the push can only arrive if the connection used the checked answer.
    const origin = service.origin.replace("127.0.0.1", "push.internal.test");
    const resolver = dns("127.0.0.1");
    const sender = webPushSender(keys, {
      extraOrigins: [origin],
      extraOriginsMayBePrivate: true,
      resolve: resolver.resolve,
    });
    const device = service.device("phone");
    const status = await sender.send(
      { ...device.subscription.keys, endpoint: `${origin}/push/phone` },
      "hello",
      {
        topic: "chat-1",
      },
    );
    expect(status).toBe(201);
    expect(resolver.asked).toEqual(["push.internal.test"]);
    const [push] = device.pushes();
    expect(push?.headers.topic).toBe("chat-1");
    expect(push ? device.decrypt(push) : undefined).toBe("hello");
  });
});
