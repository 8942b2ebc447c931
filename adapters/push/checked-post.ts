import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address";

/** Resolves a host name to its addresses (dns.lookup by default; tests answer as a rebinding DNS server would). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The request was not sent: the host is, or resolved to, an address Mandi does not call. */
export class RefusedAddressError extends Error {
  override name = "RefusedAddressError";
}

/**
 * POSTs `body` to `url` and answers the response's status, having resolved the host once and checked every
 * address it gave: the connection goes to the address checked, so a DNS answer that changes between the check
 * and the connection (rebinding) changes nothing. Redirects are not followed. `privateAddresses` lets an origin
 * the operator named reach a private address (a local run's stand-in service); nothing a member gives does.
 */
export function checkedPost(
  url: URL,
  init: { headers: Record<string, string>; body: Uint8Array | null; timeoutMs: number },
  options: { resolve: Resolve; privateAddresses: boolean },
): Promise<number> {
  const allowed = (address: string) => options.privateAddresses || isPublicAddress(address);
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !allowed(literal)) {
    return Promise.reject(new RefusedAddressError(`${literal} is not a public address`));
  }
  // Node calls this for a host name only (never for an address literal, checked above).
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    options.resolve(hostname).then(
      (found) => {
        const refused = found.find((entry) => !allowed(entry.address));
        if (found.length === 0 || refused) {
          const error = new RefusedAddressError(`${hostname} resolves to ${refused?.address ?? "nothing"}`);
          callback(error as NodeJS.ErrnoException, "", 0);
        } else if (lookupOptions.all) callback(null, found);
        else callback(null, found[0]?.address ?? "", found[0]?.family ?? 4);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...init.headers, "content-length": String(init.body?.byteLength ?? 0) },
        lookup,
        agent: false,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response) => {
        // Only the status matters: the body is not read, the connection closed.
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end(init.body ?? undefined);
  });
}
