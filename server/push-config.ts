import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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

export class PushConfigError extends Error {
  override name = "ConfigError";
}
