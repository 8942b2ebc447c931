import { describe, expect, it } from "vitest";
import {
  clientAddress,
  clientIp,
  clientKey,
  isTrustedPeer,
  parseTrustProxy,
  TrustProxyError,
} from "./client-ip";

const xff = (value: string) => new Headers({ "x-forwarded-for": value });

describe("TRUST_PROXY", () => {
  it("is off when empty, false or 0", () => {
    for (const v of [undefined, "", "false", "0"]) expect(parseTrustProxy(v).mode).toBe("off");
  });

  it("accepts true, a hop count and a list of addresses and CIDR ranges", () => {
    expect(parseTrustProxy("true")).toMatchObject({ mode: "ranges", entries: ["loopback", "private"] });
    expect(parseTrustProxy("2")).toEqual({ mode: "hops", hops: 2 });
    expect(parseTrustProxy("10.1.0.0/16, 2001:db8::/32, 192.0.2.7, loopback").mode).toBe("ranges");
  });

  it("refuses anything else, naming the entry", () => {
    expect(() => parseTrustProxy("yes")).toThrow(TrustProxyError);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy("100")).toThrow(/hop count/);
  });
});

describe("the client's address", () => {
  it("ignores X-Forwarded-For when TRUST_PROXY is off", () => {
    expect(clientAddress(xff("198.51.100.7"), "203.0.113.9", parseTrustProxy("false"))).toBe("203.0.113.9");
  });

  it("with true, takes the right-most hop that is not a proxy: a spoofed left-most value is ignored", () => {
    const trust = parseTrustProxy("true");
    // The client sent "X-Forwarded-For: 1.2.3.4"; nginx on the same machine appended the address it saw.
    expect(clientAddress(xff("1.2.3.4, 203.0.113.9"), "127.0.0.1", trust)).toBe("203.0.113.9");
    // Rotating the spoofed part changes nothing.
    expect(clientAddress(xff("5.6.7.8, 203.0.113.9"), "127.0.0.1", trust)).toBe("203.0.113.9");
    // Two proxies of a private network in front: both skipped.
    expect(clientAddress(xff("1.2.3.4, 203.0.113.9, 10.0.0.5"), "::ffff:127.0.0.1", trust)).toBe(
      "203.0.113.9",
    );
  });

  it("with true, believes nothing a public peer sends", () => {
    expect(clientAddress(xff("198.51.100.7"), "203.0.113.9", parseTrustProxy("true"))).toBe("203.0.113.9");
    expect(isTrustedPeer("203.0.113.9", parseTrustProxy("true"))).toBe(false);
    expect(isTrustedPeer("::ffff:192.168.1.2", parseTrustProxy("true"))).toBe(true);
  });

  it("does not trust carrier-grade NAT addresses with true: they are phones, not proxies", () => {
    expect(clientAddress(xff("1.2.3.4"), "100.64.3.4", parseTrustProxy("true"))).toBe("100.64.3.4");
  });

  it("with a hop count, skips exactly that many hops from the right", () => {
    const one = parseTrustProxy("1");
    expect(clientAddress(xff("1.2.3.4, 203.0.113.9"), "198.18.0.1", one)).toBe("203.0.113.9");
    const two = parseTrustProxy("2");
    expect(clientAddress(xff("1.2.3.4, 203.0.113.9, 198.18.0.2"), "198.18.0.1", two)).toBe("203.0.113.9");
    // Fewer hops than configured: the left-most one there is.
    expect(clientAddress(xff("203.0.113.9"), "198.18.0.1", two)).toBe("203.0.113.9");
    expect(clientAddress(new Headers(), "198.18.0.1", two)).toBe("198.18.0.1");
  });

  it("with a CIDR list, skips only the listed proxies", () => {
    const trust = parseTrustProxy("192.0.2.0/24, 2001:db8:ffff::/48");
    expect(clientAddress(xff("1.2.3.4, 203.0.113.9, 192.0.2.20"), "192.0.2.10", trust)).toBe("203.0.113.9");
    expect(clientAddress(xff("1.2.3.4, 2001:db8:1::5"), "2001:db8:ffff::1", trust)).toBe("2001:db8:1::5");
    // Loopback is not on the list: a local peer is the client.
    expect(clientAddress(xff("1.2.3.4"), "127.0.0.1", trust)).toBe("127.0.0.1");
  });

  it("stops at a hop a proxy could not read, keeping the last address it could", () => {
    const trust = parseTrustProxy("true");
    expect(clientAddress(xff("1.2.3.4, unknown"), "127.0.0.1", trust)).toBe("127.0.0.1");
    expect(clientAddress(xff("[2001:db8::9]:443"), "127.0.0.1", trust)).toBe("2001:db8::9");
    expect(clientAddress(xff("203.0.113.9:5555"), "127.0.0.1", trust)).toBe("203.0.113.9");
  });
});

describe("the key a client is counted under", () => {
  it("is the IPv4 address itself", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:cb00:7109")).toBe("203.0.113.9");
  });

  it("is the /64 network for IPv6, so rotating through one's own /64 does not help", () => {
    const a = clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:0db8:0001:0002:0000:0000:0000:0000");
    expect(clientKey("2001:DB8:1:2::1")).toBe(a);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
  });

  it("is what clientIp hands on, so better-auth and the limits agree", () => {
    const trust = parseTrustProxy("true");
    expect(clientIp(xff("1.2.3.4, 2001:db8:1:2::77"), "127.0.0.1", trust)).toBe(
      "2001:0db8:0001:0002:0000:0000:0000:0000",
    );
    expect(clientIp(new Headers(), "not an address", trust)).toBe("unknown");
  });
});
