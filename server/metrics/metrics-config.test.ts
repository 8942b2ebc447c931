import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "mandi-config-"));

describe("the metrics settings", () => {
  it("have no port of their own and no token unless told; the port binds to the machine itself", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token: undefined,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: "" }).metrics.port).toBeUndefined();
    const set = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      METRICS_TOKEN: "t".repeat(32),
    });
    expect(set.metrics).toEqual({ port: 9464, host: "10.0.0.5", token: "t".repeat(32) });
  });

  it("refuse a bad port, the main port, or a short token, naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: "metrics" })).toThrowError(
      /^Invalid configuration: METRICS_PORT /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "8080", METRICS_PORT: "8080" })).toThrowError(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrowError(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters/,
    );
  });
});
