import { BlockList, isIP } from "node:net";

// Every range a request on a member's behalf must never reach: this machine, its networks, the cloud's metadata
// service, and what is not a single host on the internet (RFC 6890 and the IANA special-purpose registries).
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 itself
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, 169.254.169.254 metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo among them)
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: an IPv4 address inside, of any kind
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}
const nat64 = new BlockList();
nat64.addSubnet("64:ff9b::", 96, "ipv6");

/**
 * True when `address` (an IP literal) is one host on the public internet. An IPv4 address inside IPv6
 * (::ffff:a.b.c.d, or NAT64's 64:ff9b::/96 from a DNS64 resolver) is judged by the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family !== 6) return false;
  // A zone (fe80::1%eth0) only ever names a link-local address.
  if (address.includes("%")) return false;
  if (nat64.check(address, "ipv6")) return isPublicAddress(embeddedIpv4(address));
  return !notPublic.check(address, "ipv6");
}

/** The last 32 bits of an IPv6 address, as dotted IPv4. */
function embeddedIpv4(address: string): string {
  const dotted = /(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (dotted?.[1]) return dotted[1];
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  // Without "::" the address has all eight groups; with it, the last two come from the tail (zeros when short).
  const last = tail === undefined ? groups(head) : ["0", "0", ...groups(tail)];
  const [high = 0, low = 0] = last.slice(-2).map((g) => Number.parseInt(g, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
