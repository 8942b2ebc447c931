import { createServer as createHttpServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3Server } from "~/tests/support/s3-server";
import { createS3Storage, type S3Storage } from "./s3-storage";

let s3: S3Server;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "ap-south-1",
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    listPageSize: 3,
  });
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

const webp = (text: string) => Buffer.from(`RIFF${text}WEBP`);

describe("S3 storage against s3rver", () => {
  it("stores, reads back and overwrites an object with its content type", async () => {
    await storage.put("listings/put-get/320.webp", webp("first"), "image/webp");
    expect(await storage.get("listings/put-get/320.webp")).toEqual({
      data: webp("first"),
      contentType: "image/webp",
    });
    await storage.put("listings/put-get/320.webp", webp("second"), "image/webp");
    expect((await storage.get("listings/put-get/320.webp"))?.data).toEqual(webp("second"));
    expect(await s3.keys("listings/put-get/")).toEqual(["listings/put-get/320.webp"]);
  });

  it("answers null for a key never stored or not one Mandi could have made, and refuses to store the latter", async () => {
    expect(await storage.get("listings/never-stored/320.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    expect(await storage.get("Listings/UPPER.webp")).toBeNull();
    await expect(storage.put("listings//x.webp", webp("x"), "image/webp")).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(storage.deletePrefix("")).rejects.toThrow(/Unsafe storage key/);
  });

  it("deletes a key's folder over several listing pages, leaving its neighbours", async () => {
    const folder = "listings/0f9a-many";
    const inside = Array.from({ length: 8 }, (_, i) => `${folder}/${i}/640.webp`);
    const neighbours = [`${folder}x/320.webp`, "listings/0f9a-other/320.webp"];
    for (const key of [...inside, ...neighbours]) await storage.put(key, webp(key), "image/webp");

    // 9 keys start with "listings/0f9a-many", listed 3 a page; one of them is a neighbour.
    await storage.deletePrefix(`${folder}/`);
    expect(await s3.keys("listings/0f9a-")).toEqual(neighbours.sort());
    for (const key of inside) expect(await storage.get(key)).toBeNull();

    // Nothing left to delete is not an error.
    await storage.deletePrefix(folder);
  });

  it("deletes an object stored under the prefix itself, like a file on disk", async () => {
    await storage.put("avatars/7c1e", webp("a"), "image/webp");
    await storage.put("avatars/7c1e/96.webp", webp("b"), "image/webp");
    await storage.put("avatars/7c1e0/96.webp", webp("c"), "image/webp");
    await storage.deletePrefix("avatars/7c1e");
    expect(await s3.keys("avatars/")).toEqual(["avatars/7c1e0/96.webp"]);
  });

  it("fails, not answers null, when the bucket is not there", async () => {
    const wrongBucket = createS3Storage({
      bucket: "no-such-bucket",
      endpoint: s3.endpoint,
      region: "ap-south-1",
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    try {
      await expect(wrongBucket.get("listings/a/320.webp")).rejects.toThrow(/GetObject listings\/a\/320.webp/);
    } finally {
      wrongBucket.close();
    }
  });
});

describe("S3 storage when the service misbehaves", () => {
  it("gives up after the timeout on a server that never answers", async () => {
    const sockets = new Set<Socket>();
    const silent = createNetServer((socket) => {
      sockets.add(socket);
      socket.resume(); // reads the request, never writes a byte
    });
    const port = await listen(silent);
    const stuck = createS3Storage({
      bucket: "mandi-photos",
      endpoint: `http://127.0.0.1:${port}`,
      region: "ap-south-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      timeoutMs: 300,
    });
    try {
      await expect(stuck.get("listings/a/320.webp")).rejects.toThrow(
        "S3 GetObject listings/a/320.webp timed out after 300 ms",
      );
      await expect(stuck.put("listings/a/320.webp", webp("a"), "image/webp")).rejects.toThrow(
        /PutObject .* timed out after 300 ms/,
      );
      await expect(stuck.deletePrefix("listings/a")).rejects.toThrow(
        /ListObjectsV2 .* timed out after 300 ms/,
      );
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      stuck.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("tries a failing call a bounded number of times", async () => {
    let requests = 0;
    const failing = createHttpServer((_req, res) => {
      requests++;
      res.writeHead(500, { "content-type": "application/xml" });
      res.end(
        "<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>",
      );
    });
    const port = await listen(failing);
    const busy = createS3Storage({
      bucket: "mandi-photos",
      endpoint: `http://127.0.0.1:${port}`,
      region: "ap-south-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      maxAttempts: 3,
    });
    try {
      await expect(busy.put("listings/b/320.webp", webp("b"), "image/webp")).rejects.toThrow(
        /S3 PutObject listings\/b\/320.webp failed: We encountered an internal error/,
      );
      expect(requests).toBe(3);
    } finally {
      busy.close();
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

async function listen(server: Server | ReturnType<typeof createNetServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}
