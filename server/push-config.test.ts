import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "mandi-vapid-"));
const PUBLIC = {
  PUBLIC_URL: "https://mandi.example",
  AUTH_SECRET: "x".repeat(40),
  SMTP_URL: "smtp://mail.example:25",
  SMS_GATEWAY_URL: "https://sms.example/send",
  SMS_API_KEY: "key",
};

describe("Web Push's VAPID keys", () => {
  it("are generated once into DATA_DIR on a local run, and read back after a restart", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.subject).toBe("mailto:support@mandi.local");
    expect(existsSync(path.join(dir, "vapid-keys.json"))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    expect(readFileSync(path.join(dir, "vapid-keys.json"), "utf8")).toContain(first?.privateKey);
  });

  it("come from the environment on a public deployment, where push is off without them", () => {
    const dir = dataDir();
    expect(loadConfig({ ...PUBLIC, DATA_DIR: dir }).push).toBeUndefined();
    expect(existsSync(path.join(dir, "vapid-keys.json"))).toBe(false);
    const push = loadConfig({
      ...PUBLIC,
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: "BPublic",
      VAPID_PRIVATE_KEY: "private",
      VAPID_SUBJECT: "https://mandi.example/contact",
    }).push;
    expect(push).toEqual({
      publicKey: "BPublic",
      privateKey: "private",
      subject: "https://mandi.example/contact",
    });
  });

  it("refuse half a pair", () => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: "BPublic" });
    expect(load).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    try {
      load();
    } catch (err) {
      expect((err as Error).name).toBe(new ConfigError("x").name);
    }
  });
});
