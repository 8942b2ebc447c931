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

describe("PUSH_EXTRA_ORIGINS", () => {
  it("adds push services on a local run, loopback included (the journeys' stand-in)", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUSH_EXTRA_ORIGINS: "http://127.0.0.1:13205, https://push.example",
    });
    expect(config.pushExtraOrigins).toEqual(["http://127.0.0.1:13205", "https://push.example"]);
    expect(loadConfig({ DATA_DIR: dataDir() }).pushExtraOrigins).toEqual([]);
  });

  it("takes only https origins outside this machine and its networks on a public deployment", () => {
    const load = (origins: string) => () =>
      loadConfig({ ...PUBLIC, DATA_DIR: dataDir(), PUSH_EXTRA_ORIGINS: origins });
    expect(load("https://push.example:8443")().pushExtraOrigins).toEqual(["https://push.example:8443"]);
    expect(load("http://push.example")).toThrow(/PUSH_EXTRA_ORIGINS must be https on a public deployment/);
    for (const origin of [
      "https://127.0.0.1:4000",
      "https://localhost",
      "https://[::1]",
      "https://10.0.0.2",
    ]) {
      expect(load(origin), origin).toThrow(
        /PUSH_EXTRA_ORIGINS must not name this machine or a private network/,
      );
    }
    expect(load("https://push.example/path")).toThrow(/PUSH_EXTRA_ORIGINS must be origins/);
    expect(load("https://user:pw@push.example")).toThrow(/PUSH_EXTRA_ORIGINS must be origins/);
  });
});
