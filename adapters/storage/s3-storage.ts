import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type FileStorage, isSafeStorageKey } from "./file-storage";

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, Ceph, R2…); AWS's own endpoint for the region when absent. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The most one call may take, its retries included. */
  timeoutMs?: number;
  /** Tries per call: a refused connection, a reset or a 5xx is tried again, with backoff, within the timeout. */
  maxAttempts?: number;
  /** Keys per ListObjectsV2 page in deletePrefix (S3's maximum, 1000, by default; tests use a few). */
  listPageSize?: number;
}

export interface S3Storage extends FileStorage {
  /** Asks whether the bucket is there and the keys may use it (HeadBucket): /readyz. */
  ping(): Promise<void>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/**
 * Photos in an S3 bucket, so every instance sees every photo (decision 019). Addressed by path
 * (`endpoint/bucket/key`), which every S3-compatible service understands and needs no DNS per bucket.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pageSize = options.listPageSize ?? 1000;
  // One hung attempt may use half the budget, leaving room for a second; the call's deadline caps them all.
  const attemptMs = Math.ceil(timeoutMs / 2);
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    // Static keys: the SDK never goes looking for credentials in files or instance metadata.
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: options.maxAttempts ?? 3,
    retryMode: "standard",
    requestHandler: {
      connectionTimeout: attemptMs,
      requestTimeout: attemptMs,
      socketTimeout: attemptMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 demands them (DeleteObjects): several S3-compatible services refuse the newer
    // optional checksum headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  /** Runs one S3 call under the deadline, naming the call and the key when it fails. */
  async function call<T>(what: string, run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await run(signal);
    } catch (err) {
      if (signal.aborted) {
        throw new Error(`S3 ${what} timed out after ${timeoutMs} ms`, { cause: err });
      }
      throw new Error(`S3 ${what} failed: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
  }

  const checked = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };

  return {
    async put(key, data, contentType) {
      const Key = checked(key);
      await call(`PutObject ${Key}`, (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: contentType }), {
          abortSignal,
        }),
      );
    },

    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      return call(`GetObject ${key}`, async (abortSignal) => {
        try {
          const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
          // The body is read under the same deadline: aborting destroys the request and with it the stream.
          const bytes = await (res.Body?.transformToByteArray() ?? new Uint8Array());
          return {
            data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            contentType: res.ContentType ?? "application/octet-stream",
          };
        } catch (err) {
          if ((err as { name?: string }).name === "NoSuchKey") return null;
          throw err;
        }
      });
    },

    async deletePrefix(prefix) {
      // Like a folder on disk: the key itself and everything under "<key>/", never a sibling that merely
      // starts with the same characters ("abc" must not take "abcd/…").
      const folder = checked(prefix.replace(/\/+$/, ""));
      let token: string | undefined;
      do {
        const page = await call(`ListObjectsV2 ${folder}`, (abortSignal) =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: folder,
              MaxKeys: pageSize,
              ContinuationToken: token,
            }),
            { abortSignal },
          ),
        );
        const keys = (page.Contents ?? [])
          .map((o) => o.Key)
          .filter((k): k is string => k === folder || (k?.startsWith(`${folder}/`) ?? false));
        if (keys.length > 0) await deleteKeys(folder, keys);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async ping() {
      await call("HeadBucket", (abortSignal) =>
        client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }),
      );
    },

    close() {
      client.destroy();
    },
  };

  async function deleteKeys(folder: string, keys: string[]) {
    const res = await call(`DeleteObjects ${folder}`, (abortSignal) =>
      client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
        { abortSignal },
      ),
    );
    // DeleteObjects answers 200 even when some keys could not be deleted; those are listed in Errors.
    const failed = res.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0];
      throw new Error(
        `S3 DeleteObjects ${folder} failed for ${failed.length} of ${keys.length} keys (${first?.Key}: ${first?.Code} ${first?.Message})`,
      );
    }
  }
}
