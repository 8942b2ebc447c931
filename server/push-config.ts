import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { isPublicAddress } from "~/adapters/push/public-address";
import { generateVapidKeys, type VapidKeys } from "~/adapters/push/web-push-sender";

/**
 * The VAPID keys Web Push is signed with (docs/decisions/021-pwa.md). A public deployment takes them from
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (generate a pair with `npx web-push generate-vapid-keys`); without them
 * push is off. A local run generates a pair into DATA_DIR/vapid-keys.json, so subscriptions survive restarts.
 */
export function vapidConfig(
  env: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined },
  options: { dataDir: string; isPublicDeployment: boolean; supportEmail: string; persist: boolean },
): VapidKeys | undefined {
  const subject = env.subject ?? `mailto:${options.supportEmail}`;
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  if (env.publicKey || env.privateKey) {
    throw new PushConfigError("Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  }
  if (options.isPublicDeployment) return undefined;
  const file = path.join(options.dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  const keys = generateVapidKeys();
  if (options.persist) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  }
  return { ...keys, subject };
}

/**
 * PUSH_EXTRA_ORIGINS: push services besides the browsers' own (comma-separated origins), for a self-hosted push
 * service or the journeys' local stand-in. A public deployment takes https origins with public addresses only, and
 * checks the address again at every send; a local run may name http and loopback (issue 25 §5).
 */
export function pushExtraOrigins(value: string | undefined, isPublicDeployment: boolean): string[] {
  const origins: string[] = [];
  for (const item of (value ?? "").split(",").map((v) => v.trim())) {
    if (!item) continue;
    const bad = (why: string) =>
      new PushConfigError(`Invalid configuration: PUSH_EXTRA_ORIGINS ${why} (got "${item}")`);
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw bad("must be origins such as https://push.example.com, separated by commas");
    }
    if (
      !["http:", "https:"].includes(url.protocol) ||
      url.username ||
      url.password ||
      url.href !== `${url.origin}/`
    ) {
      throw bad("must be origins such as https://push.example.com, separated by commas");
    }
    if (isPublicDeployment) {
      const host = url.hostname.replace(/^\[|\]$/g, "");
      if (url.protocol !== "https:") throw bad("must be https on a public deployment");
      if ((isIP(host) && !isPublicAddress(host)) || host === "localhost" || host.endsWith(".localhost")) {
        throw bad("must not name this machine or a private network on a public deployment");
      }
    }
    origins.push(url.origin);
  }
  return origins;
}

export class PushConfigError extends Error {
  override name = "ConfigError";
}
