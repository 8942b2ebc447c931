import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "mandi-config-"));

describe("loadConfig", () => {
  it("needs nothing for a local run and generates an auth secret it keeps in DATA_DIR", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.isPublicDeployment).toBe(false);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it("stops on a bad value with one line naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrowError(
      /^Invalid configuration: PORT /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: "-1" })).toThrowError(
      /RATE_LIMIT_SCALE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "yes" })).toThrowError(
      /^Invalid configuration: TRUST_PROXY .*"yes"/,
    );
    try {
      loadConfig({ DATA_DIR: dataDir(), REDIS_URL: "localhost:6379" });
    } catch (err) {
      expect((err as Error).message).not.toContain("\n");
      expect((err as Error).message).toContain("REDIS_URL");
    }
  });

  it("refuses a public deployment without a secret and real providers, naming each one missing", () => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://mandi.example" });
    expect(run).toThrowError(/AUTH_SECRET/);
    expect(run).toThrowError(/SMTP_URL/);
    expect(run).toThrowError(/SMS_GATEWAY_URL/);
    const partial = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: "https://mandi.example",
        AUTH_SECRET: "s".repeat(40),
        SMTP_URL: "smtps://u:p@smtp.example:465",
      });
    expect(partial).toThrowError(/SMS_GATEWAY_URL/);
    expect(partial).not.toThrowError(/AUTH_SECRET/);
  });

  it("accepts a complete public deployment", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: "https://mandi.example/",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtps://u:p@smtp.example:465",
      SMS_GATEWAY_URL: "https://sms.example/send",
      SMS_API_KEY: "key",
    });
    expect(config.isPublicDeployment).toBe(true);
    expect(config.publicUrl).toBe("https://mandi.example");
  });

  it("treats an http PUBLIC_URL as a local run", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "http://192.0.2.10:3000" });
    expect(config.isPublicDeployment).toBe(false);
  });

  it("turns Google sign-in on with a client id and secret, against Google unless GOOGLE_ISSUER says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).google).toBeUndefined();
    const google = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    }).google;
    expect(google).toEqual({ clientId: "id", clientSecret: "secret", issuer: "https://accounts.google.com" });
    const local = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_ISSUER: "http://127.0.0.1:9000/",
    }).google;
    expect(local?.issuer).toBe("http://127.0.0.1:9000");
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "id" })).toThrowError(
      /^Invalid configuration: GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_ISSUER: "accounts.google.com" })).toThrowError(
      /GOOGLE_ISSUER/,
    );
  });

  it("reads EMAIL_BATCH_SECONDS (a cap on the e-mail batch window) as whole seconds, unset by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).emailBatchSeconds).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), EMAIL_BATCH_SECONDS: "3" }).emailBatchSeconds).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir(), EMAIL_BATCH_SECONDS: "0" })).toThrowError(
      /^Invalid configuration: EMAIL_BATCH_SECONDS must be a whole number of seconds/,
    );
  });

  it("reads TRUST_PROXY as off, true, a hop count or a list of ranges", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual({ mode: "off" });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "2" }).trustProxy).toEqual({
      mode: "hops",
      hops: 2,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "true" }).trustProxy.mode).toBe("ranges");
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "10.0.0.0/8,::1" }).trustProxy.mode).toBe("ranges");
  });

  it("reads SHUTDOWN_DELAY_SECONDS as the drain before the listener closes: none locally, 5 s when public", () => {
    const publicEnv = {
      PUBLIC_URL: "https://mandi.example",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtps://u:p@smtp.example:465",
      SMS_GATEWAY_URL: "https://sms.example/send",
      SMS_API_KEY: "key",
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), ...publicEnv }).shutdownDelayMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: "1.5" }).shutdownDelayMs).toBe(1_500);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ...publicEnv, SHUTDOWN_DELAY_SECONDS: "0" }).shutdownDelayMs,
    ).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: "-1" })).toThrowError(
      /^Invalid configuration: SHUTDOWN_DELAY_SECONDS must be a number of seconds from 0 to 300/,
    );
  });
});
