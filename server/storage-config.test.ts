import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const load = (env: Record<string, string>) =>
  loadConfig(
    { DATA_DIR: mkdtempSync(path.join(tmpdir(), "mandi-config-")), ...env },
    { persistGeneratedSecret: false },
  );
const keys = { S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "very-secret" };

describe("STORAGE_URL", () => {
  it("keeps photos on disk when it is not set", () => {
    expect(load({}).objectStorage).toBeUndefined();
    expect(load({ STORAGE_URL: " " }).objectStorage).toBeUndefined();
  });

  it("reads the bucket, endpoint and region, with the S3_* keys or else the AWS_* ones", () => {
    expect(
      load({ STORAGE_URL: "s3://mandi-photos?endpoint=http://127.0.0.1:9000&region=ap-south-1", ...keys })
        .objectStorage,
    ).toEqual({
      bucket: "mandi-photos",
      endpoint: "http://127.0.0.1:9000",
      region: "ap-south-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "very-secret",
    });
    expect(
      load({
        STORAGE_URL: "s3://mandi.photos/",
        AWS_ACCESS_KEY_ID: "aws-id",
        AWS_SECRET_ACCESS_KEY: "aws-secret",
      }).objectStorage,
    ).toEqual({
      bucket: "mandi.photos",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "aws-id",
      secretAccessKey: "aws-secret",
    });
  });

  it("refuses to start on a malformed value, with one line that names STORAGE_URL", () => {
    for (const [value, message] of [
      ["http://bucket", /must look like s3:\/\/bucket\?endpoint=/],
      ["s3:bucket", /must look like s3:\/\/bucket/],
      ["s3://bucket/photos", /must look like s3:\/\/bucket/],
      ["s3://Mandi_Photos", /needs a bucket name of 3 to 63 lower-case letters/],
      ["s3://mandi?endpiont=http://127.0.0.1:9000", /has an unknown parameter "endpiont"/],
      ["s3://mandi?endpoint=127.0.0.1:9000", /endpoint must be a URL starting with http:\/\/ or https:\/\//],
      ["s3://mandi?region=Mumbai India", /region must be a region name/],
    ] as const) {
      const start = () => load({ STORAGE_URL: value, ...keys });
      expect(start, value).toThrowError(ConfigError);
      expect(start, value).toThrowError(new RegExp(`^Invalid configuration: STORAGE_URL ${message.source}`));
    }
  });

  it("refuses keys in the URL without repeating them", () => {
    try {
      load({ STORAGE_URL: "s3://id:hunter2@mandi", ...keys });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toBe(
        "Invalid configuration: STORAGE_URL must not hold keys: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      );
    }
  });

  it("refuses to start without both keys of one kind", () => {
    const needsKeys =
      /^Invalid configuration: STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY \(or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY\)/;
    const STORAGE_URL = "s3://mandi?endpoint=https://s3.example.in";
    expect(() => load({ STORAGE_URL })).toThrowError(needsKeys);
    expect(() => load({ STORAGE_URL, S3_ACCESS_KEY_ID: "id" })).toThrowError(needsKeys);
    // Half an S3_* pair is not completed from AWS_*: a key from one account and a secret from another.
    expect(() =>
      load({ STORAGE_URL, S3_ACCESS_KEY_ID: "id", AWS_ACCESS_KEY_ID: "x", AWS_SECRET_ACCESS_KEY: "y" }),
    ).toThrowError(needsKeys);
  });
});
