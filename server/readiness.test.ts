import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness";

const ok = async () => {};
const down = async () => {
  throw new Error("ECONNREFUSED");
};
const hangs = () => new Promise<void>(() => {});

describe("readiness (/readyz)", () => {
  it("is ready when every dependency answers, and names each", async () => {
    const readiness = createReadiness([
      { name: "database", check: ok },
      { name: "redis", check: ok, optional: true },
      { name: "bucket", check: ok },
    ]);
    expect(await readiness.check()).toEqual({
      ready: true,
      body: { status: "ok", database: "ok", redis: "ok", bucket: "ok" },
    });
  });

  it("is not ready when the database or the bucket fails or hangs past the timeout", async () => {
    const failures: string[] = [];
    const readiness = createReadiness(
      [
        { name: "database", check: hangs },
        { name: "bucket", check: down },
      ],
      { timeoutMs: 50, onFailure: (name) => failures.push(name) },
    );
    expect(await readiness.check()).toEqual({
      ready: false,
      body: { status: "error", database: "unreachable", bucket: "unreachable" },
    });
    expect(failures.sort()).toEqual(["bucket", "database"]);
  });

  it("asks each dependency once for requests that arrive together, and afresh for the next one", async () => {
    let pings = 0;
    const readiness = createReadiness([
      {
        name: "database",
        check: async () => {
          pings++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      },
    ]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
    expect(answers.every((answer) => answer.ready)).toBe(true);
    expect(pings).toBe(1);
    await readiness.check();
    expect(pings).toBe(2);
  });

  it("stays ready without Redis, saying so: Mandi serves through the database while it is away", async () => {
    const readiness = createReadiness([
      { name: "database", check: ok },
      { name: "redis", check: down, optional: true },
    ]);
    expect(await readiness.check()).toEqual({
      ready: true,
      body: { status: "degraded", database: "ok", redis: "unreachable" },
    });
  });

  it("answers draining once the stop has begun, without asking anything", async () => {
    let asked = 0;
    const readiness = createReadiness([
      {
        name: "database",
        check: async () => {
          asked++;
        },
      },
    ]);
    readiness.drain();
    expect(readiness.isDraining()).toBe(true);
    expect(await readiness.check()).toEqual({ ready: false, body: { status: "draining" } });
    expect(asked).toBe(0);
  });
});
