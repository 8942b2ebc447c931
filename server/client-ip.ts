import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Which peers may speak for a client through X-Forwarded-For / -Proto / -Host (TRUST_PROXY):
 * - `off`: nobody; the socket's address is the client.
 * - `hops`: exactly this many proxies stand in front of Mandi, whatever their addresses.
 * - `ranges`: peers inside these addresses or CIDR ranges are proxies; `true` means loopback and private ranges.
 */
export type TrustProxy =
  | { mode: "off" }
  | { mode: "hops"; hops: number }
  | { mode: "ranges"; ranges: BlockList; entries: string[] };

/** `true`: a proxy on the same machine or the same private network (nginx, a load balancer in a VPC). */
const TRUE_RANGES = ["loopback", "private"];
const KEYWORD_RANGES: Record<string, string[]> = {
  // Carrier-grade NAT (100.64.0.0/10) is deliberately absent: Indian mobile networks hand those to clients.
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** Thrown for a TRUST_PROXY value that is none of the accepted forms; the message says what is accepted. */
export class TrustProxyError extends Error {
  override name = "TrustProxyError";
}

/**
 * Parses TRUST_PROXY: empty/`false`/`0` (off), `true` (loopback + private ranges), a hop count (`1`, `2`, …) or a
 * comma-separated list of addresses, CIDR ranges and the words `loopback` / `private`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "" || v === "false" || v === "0") return { mode: "off" };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 32) throw new TrustProxyError("must be a hop count from 1 to 32");
    return { mode: "hops", hops };
  }
  const entries =
    v === "true"
      ? TRUE_RANGES
      : v
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean);
  const ranges = new BlockList();
  for (const entry of entries) {
    for (const cidr of KEYWORD_RANGES[entry] ?? [entry]) {
      if (!addRange(ranges, cidr)) {
        throw new TrustProxyError(
          `must be true, false, a hop count or a list of addresses/CIDR ranges (bad entry "${entry}")`,
        );
      }
    }
  }
  return { mode: "ranges", ranges, entries };
}

function addRange(list: BlockList, cidr: string): boolean {
  const [address = "", prefixText, ...rest] = cidr.split("/");
  if (rest.length > 0) return false;
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : undefined;
  if (!family) return false;
  const max = family === "ipv4" ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d+$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= max)) return false;
  list.addSubnet(address, prefix, family);
  return true;
}

/**
 * The address a client connected from, as a proxy chain shows it: X-Forwarded-For is read from the RIGHT, skipping
 * the hops that are trusted proxies; the first untrusted hop is the client. Anything left of it was written by the
 * client and is ignored. Returns a plain address (IPv4-mapped IPv6 as IPv4), or "unknown".
 */
export function clientAddress(headers: Headers, socketAddress: string, trust: TrustProxy): string {
  const socket = plainAddress(socketAddress);
  if (trust.mode === "off" || !socket) return socket ?? "unknown";
  if (trust.mode === "ranges" && !isTrusted(socket, trust)) return socket;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  // `client` is always a valid address: the socket first, then each hop a trusted proxy vouched for.
  let client = socket;
  for (let i = chain.length - 2, skipped = 1; i >= 0; i--, skipped++) {
    if (trust.mode === "hops" ? skipped > trust.hops : !isTrusted(client, trust)) break;
    const hop = plainAddress(chain[i] ?? "");
    // A trusted proxy that reported garbage ("unknown", a host name): the last hop we could read stands.
    if (!hop) break;
    client = hop;
  }
  return client;
}

/** True when the socket's peer is a proxy TRUST_PROXY names, so its X-Forwarded-Proto/-Host may be believed. */
export function isTrustedPeer(socketAddress: string, trust: TrustProxy): boolean {
  if (trust.mode === "off") return false;
  if (trust.mode === "hops") return true;
  const socket = plainAddress(socketAddress);
  return socket !== undefined && isTrusted(socket, trust);
}

function isTrusted(address: string, trust: { ranges: BlockList }): boolean {
  return trust.ranges.check(address, isIPv4(address) ? "ipv4" : "ipv6");
}

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 address by its /64 network (one subscriber
 * gets a whole /64 and can rotate through it freely). The same form better-auth uses (`2001:0db8:…:0000`), so the
 * limits here and better-auth's session records agree.
 */
export function clientKey(address: string): string {
  const plain = plainAddress(address);
  if (!plain) return "unknown";
  if (isIPv4(plain)) return plain;
  const groups = expandIPv6(plain);
  return [...groups.slice(0, 4), "0000", "0000", "0000", "0000"].join(":");
}

/**
 * The one client identity of a request, used by every per-IP rate limit and handed to better-auth: the right-most
 * untrusted hop (clientAddress), keyed by /64 for IPv6 (clientKey).
 */
export function clientIp(headers: Headers, socketAddress: string, trust: TrustProxy): string {
  return clientKey(clientAddress(headers, socketAddress, trust));
}

/** A bare address from a socket or header value ("[::1]:443", "1.2.3.4:80", "::ffff:1.2.3.4"), or undefined. */
function plainAddress(value: string): string | undefined {
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed?.[1]) v = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(":"));
  // A zone id (fe80::1%eth0) names an interface, not a client.
  v = v.replace(/%.*$/s, "").toLowerCase();
  if (isIPv4(v)) return v;
  if (!isIPv6(v)) return undefined;
  const groups = expandIPv6(v);
  if (groups.slice(0, 5).every((g) => g === "0000") && groups[5] === "ffff") {
    const [hi = 0, lo = 0] = [Number.parseInt(groups[6] ?? "0", 16), Number.parseInt(groups[7] ?? "0", 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return v;
}

/** Eight 4-digit groups of a valid IPv6 address (an embedded dotted IPv4 tail is converted). */
function expandIPv6(address: string): string[] {
  let v = address;
  const v4 = /(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})$/.exec(v)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    v = `${v.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = v.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => g.padStart(4, "0"));
}
