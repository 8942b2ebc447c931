import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

const s3rverBin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");

/**
 * s3rver, a local S3 emulator, on a free port over a temp folder, with one bucket. It runs in a child process:
 * its listing continuation tokens are DES-encrypted, which OpenSSL 3 only offers through its legacy provider,
 * and that is a switch for a whole process (`--openssl-legacy-provider`).
 */
export async function startS3Server(bucket = "mandi-photos") {
  const directory = await mkdtemp(path.join(tmpdir(), "mandi-s3-"));
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      s3rverBin,
      "--directory",
      directory,
      "--address",
      "127.0.0.1",
      "--port",
      "0",
      "--silent",
      "--configure-bucket",
      bucket,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    const fail = (why: string) => reject(new Error(`s3rver did not start: ${why}\n${out}`));
    const timer = setTimeout(() => fail("no answer in 15 s"), 15_000);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      const match = /listening on [\d.]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  return {
    bucket,
    endpoint,
    ...credentials,
    /** STORAGE_URL and credentials for loadConfig. */
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&region=ap-south-1`,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Every key in the bucket (under a prefix), sorted. */
    async keys(prefix = ""): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
