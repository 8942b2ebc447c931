import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { VapidKeys } from "~/adapters/push/web-push-sender";
import { parseTrustProxy, type TrustProxy } from "./client-ip";
import { pushExtraOrigins, vapidConfig } from "./push-config";

/** Thrown for a bad or missing setting; its message is one line that names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isUrlWith(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const port = z.coerce
  .number({ message: "must be a port number from 0 to 65535" })
  .int({ message: "must be a port number from 0 to 65535" })
  .min(0, { message: "must be a port number from 0 to 65535" })
  .max(65535, { message: "must be a port number from 0 to 65535" });

const EnvSchema = z.object({
  /** The HTTP port. */
  PORT: port.default(3000),
  /** The interface to listen on. */
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** GET /metrics on a port of its own (decision 020); unset: no such port. */
  METRICS_PORT: z.preprocess((v) => (typeof v === "string" && !v.trim() ? undefined : v), port.optional()),
  /** The interface of METRICS_PORT: the machine itself unless you open it to a private network. */
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  /** Lets a scraper that sends `Authorization: Bearer <token>` read /metrics on the main port. */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  /** The embedded database (db/), uploaded photos (media/, unless STORAGE_URL) and a generated auth-secret. */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** postgres://…: this PostgreSQL instead of the embedded one (PGlite in DATA_DIR). */
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  /** redis://…: rate limits, sessions, one-time codes and realtime events shared by every instance. */
  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  /** The address people use (http://localhost:PORT by default); https:// marks a public deployment. */
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  /** Signs sessions, at least 32 characters (openssl rand -base64 48); required when public. */
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Multiplies every rate limit (tests raise it). */
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: "must be a positive number" })
    .positive({ message: "must be a positive number" })
    .default(1),
  /** Which peers are your reverse proxies: true (loopback and private ranges), a hop count, or addresses and CIDR ranges (decision 012); off by default. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
        return z.NEVER;
      }
    }),
  /** Caps how long a burst of messages or ad updates is collected into one e-mail (minutes by default). */
  EMAIL_BATCH_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds, 1 or more" })
    .int({ message: "must be a whole number of seconds, 1 or more" })
    .positive({ message: "must be a whole number of seconds, 1 or more" })
    .optional(),
  /** The e-mail provider, smtps://user:pass@host:465; required when public (a local run writes to the dev outbox). */
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  /** The sender of Mandi's e-mails. */
  MAIL_FROM: z.string().trim().min(3).default("Mandi <no-reply@mandi.local>"),
  /** Where contact messages go. */
  SUPPORT_EMAIL: z.email().default("support@mandi.local"),
  /** New ads one member may post in 24 hours (edits and renewals do not count). */
  POSTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  /** A Nominatim-compatible reverse geocoder asked before Mandi's own places table (2 s timeout). */
  GEOCODER_URL: optionalUrl(["http:", "https:"]),
  /** s3://bucket?endpoint=…&region=…: photos in an S3-compatible bucket instead of DATA_DIR/media (decision 019). */
  STORAGE_URL: optionalText,
  /** The bucket's keys, required with STORAGE_URL (or the AWS_* pair when neither S3_* is set). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  /** Members whose verified e-mail is listed here are admins (comma-separated); nobody else ever is. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: "must be e-mail addresses separated by commas" }))),
  /** Where job applications go. */
  CAREERS_EMAIL: z.email().default("careers@mandi.local"),
  /** An HTTP SMS gateway (MSG91-style JSON POST); required when public, with SMS_API_KEY. */
  SMS_GATEWAY_URL: optionalUrl(["http:", "https:"]),
  SMS_API_KEY: optionalText,
  /** The sender id SMS carry. */
  SMS_SENDER_ID: z.string().trim().min(1).default("MANDI"),
  /** "Continue with Google" (OpenID Connect); GOOGLE_CLIENT_SECRET is required with it. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** The OpenID issuer, https://accounts.google.com unless set (tests point it at a local provider). */
  GOOGLE_ISSUER: optionalUrl(["http:", "https:"]).transform((v) =>
    (v ?? "https://accounts.google.com").replace(/\/+$/, ""),
  ),
  /** Targets of /social/* and /app/*: the networks' home pages unless set. */
  SOCIAL_FACEBOOK_URL: z.url().default("https://www.facebook.com/"),
  SOCIAL_TWITTER_URL: z.url().default("https://twitter.com/"),
  SOCIAL_YOUTUBE_URL: z.url().default("https://www.youtube.com/"),
  SOCIAL_INSTAGRAM_URL: z.url().default("https://www.instagram.com/"),
  SOCIAL_WHATSAPP_URL: z.url().default("https://chat.whatsapp.com/"),
  APP_STORE_URL: z.url().default("https://apps.apple.com/"),
  GOOGLE_PLAY_URL: z.url().default("https://play.google.com/store"),
  /** Web Push's VAPID key pair, base64url (decision 021); a local run generates one into DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** The contact push services see (mailto: or https:); SUPPORT_EMAIL by default. */
  VAPID_SUBJECT: optionalText,
  /** Push services besides the browsers' own (server/push-config.ts pushExtraOrigins). */
  PUSH_EXTRA_ORIGINS: optionalText,
  /** Apply migrations at start (under the start-up lock); by default on for a local run, off when public. */
  MIGRATE_ON_START: z
    .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
  /** After SIGTERM, /readyz answers 503 this long before the listener closes (decision 028). */
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ message: "must be a number of seconds from 0 to 300" })
    .min(0, { message: "must be a number of seconds from 0 to 300" })
    .max(300, { message: "must be a number of seconds from 0 to 300" })
    .optional(),
});

/** Every environment variable Mandi reads, with its rules; scripts/generate-env-example.ts lists them. */
export const ENV_SCHEMA = EnvSchema;

/** Seconds /readyz says "draining" before the listener closes, unless SHUTDOWN_DELAY_SECONDS says otherwise. */
export const DEFAULT_SHUTDOWN_DELAY_SECONDS = { local: 0, public: 5 };

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  /**
   * Who may read GET /metrics (decision 020): on its own port when `port` is set (bound to `host`), and on the
   * main port to loopback clients of a local run or to a scraper sending `token` as a Bearer token.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Base URL people reach Mandi at; derived from PORT for a local run. */
  publicUrl: string;
  /** True when PUBLIC_URL is https: real providers and secrets are mandatory, no dev outbox. */
  isPublicDeployment: boolean;
  /** The origin of PUBLIC_URL when it is set: every request's URL is built on it (server/public-request.ts). */
  publicOrigin: string | undefined;
  authSecret: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  rateLimitScale: number;
  /** Which peers may speak for a client through X-Forwarded-* (server/client-ip.ts). */
  trustProxy: TrustProxy;
  mail: { smtpUrl: string | undefined; from: string; supportAddress: string; careersAddress: string };
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: string[];
  /** POSTS_PER_DAY: new ads per member in 24 hours. */
  postsPerDay: number;
  /** GEOCODER_URL: a Nominatim-compatible reverse geocoder asked before the places table. */
  geocoderUrl: string | undefined;
  /** STORAGE_URL and its keys: photos in this bucket, shared by every instance; on disk in DATA_DIR when absent. */
  objectStorage: ObjectStorageConfig | undefined;
  /**
   * Caps how long a burst of messages or ad updates is collected before its one e-mail goes out (by default
   * domain/notifications/notification-events.ts EMAIL_BATCH_SECONDS: minutes). Tests set a few seconds.
   */
  emailBatchSeconds?: number | undefined;
  sms: { gatewayUrl: string | undefined; apiKey: string | undefined; senderId: string };
  /** Google sign-in (OpenID Connect); absent when GOOGLE_CLIENT_ID is not set. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  externalLinks: {
    facebook: string;
    twitter: string;
    youtube: string;
    instagram: string;
    whatsapp: string;
    appStore: string;
    googlePlay: string;
  };
  /** Web Push's VAPID keys (server/push-config.ts); absent on a public deployment without VAPID_* set. */
  push: VapidKeys | undefined;
  /** PUSH_EXTRA_ORIGINS: origins pushes may go to besides the browsers' push services (tests' stand-in). */
  pushExtraOrigins: string[];
  /**
   * MIGRATE_ON_START: start applies the migrations itself (a local run's default); when false, start only checks
   * that the schema is current and stops, naming `npm run db:migrate`, when it is not (decision 028).
   */
  migrateOnStart: boolean;
  /** SHUTDOWN_DELAY_SECONDS in ms: how long /readyz answers 503 after SIGTERM before the listener closes. */
  shutdownDelayMs: number;
}

/**
 * Parses the environment once at start. A bad value throws a ConfigError whose message names the variable.
 * `readSecretFile` is injectable so tests need not touch the disk.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { persistGeneratedSecret?: boolean } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const got = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${got === undefined ? "" : ` (got "${got}")`}`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isPublicDeployment = e.PUBLIC_URL?.startsWith("https://") ?? false;

  if (isPublicDeployment) {
    const missing = [
      !e.AUTH_SECRET && "AUTH_SECRET",
      !e.SMTP_URL && "SMTP_URL (e-mail provider)",
      !e.SMS_GATEWAY_URL && "SMS_GATEWAY_URL (SMS provider)",
      !e.SMS_API_KEY && "SMS_API_KEY (SMS provider)",
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Refusing to start a public deployment (PUBLIC_URL is https) without: ${missing.join(", ")}`,
      );
    }
  }

  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError(
      "Invalid configuration: GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set",
    );
  }

  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError("Invalid configuration: METRICS_PORT must differ from PORT");
  }

  const objectStorage = e.STORAGE_URL ? objectStorageConfig(e.STORAGE_URL, e) : undefined;

  const authSecret = e.AUTH_SECRET ?? localAuthSecret(dataDir, options.persistGeneratedSecret ?? true);

  return {
    port: e.PORT,
    host: e.HOST,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    isPublicDeployment,
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    authSecret,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportAddress: e.SUPPORT_EMAIL,
      careersAddress: e.CAREERS_EMAIL,
    },
    emailBatchSeconds: e.EMAIL_BATCH_SECONDS,
    adminEmails: e.ADMIN_EMAILS,
    postsPerDay: e.POSTS_PER_DAY,
    geocoderUrl: e.GEOCODER_URL,
    objectStorage,
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, apiKey: e.SMS_API_KEY, senderId: e.SMS_SENDER_ID },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    externalLinks: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      twitter: e.SOCIAL_TWITTER_URL,
      youtube: e.SOCIAL_YOUTUBE_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      whatsapp: e.SOCIAL_WHATSAPP_URL,
      appStore: e.APP_STORE_URL,
      googlePlay: e.GOOGLE_PLAY_URL,
    },
    push: vapidConfig(
      { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
      {
        dataDir,
        isPublicDeployment,
        supportEmail: e.SUPPORT_EMAIL,
        persist: options.persistGeneratedSecret ?? true,
      },
    ),
    pushExtraOrigins: pushExtraOrigins(e.PUSH_EXTRA_ORIGINS, isPublicDeployment),
    migrateOnStart: e.MIGRATE_ON_START ?? !isPublicDeployment,
    shutdownDelayMs:
      1000 *
      (e.SHUTDOWN_DELAY_SECONDS ?? DEFAULT_SHUTDOWN_DELAY_SECONDS[isPublicDeployment ? "public" : "local"]),
  };
}

/** A local run keeps a generated secret in DATA_DIR so sessions survive restarts without configuration. */
function localAuthSecret(dataDir: string, persist: boolean): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  if (persist) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return secret;
}

export interface ObjectStorageConfig {
  bucket: string;
  /** An S3-compatible service; AWS S3 itself when absent. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const STORAGE_URL_FORM = "must look like s3://bucket?endpoint=https://host:port&region=name";

/** Reads STORAGE_URL. Messages name what is wrong without echoing the value, which could hold a secret. */
function objectStorageConfig(
  value: string,
  keys: Partial<Record<`${"S3" | "AWS"}_${"ACCESS_KEY_ID" | "SECRET_ACCESS_KEY"}`, string>>,
): ObjectStorageConfig {
  const bad = (why: string) => new ConfigError(`Invalid configuration: STORAGE_URL ${why}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad(STORAGE_URL_FORM);
  }
  if (url.protocol !== "s3:" || !/^\/?$/.test(url.pathname) || url.hash) throw bad(STORAGE_URL_FORM);
  if (url.username || url.password) {
    throw bad("must not hold keys: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  // S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and dashes.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
    throw bad("needs a bucket name of 3 to 63 lower-case letters, digits, dots and dashes: s3://bucket");
  }
  for (const name of url.searchParams.keys()) {
    if (name !== "endpoint" && name !== "region") {
      throw bad(`has an unknown parameter "${name}" (${STORAGE_URL_FORM})`);
    }
  }
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined && !isUrlWith(endpoint, ["http:", "https:"])) {
    throw bad("endpoint must be a URL starting with http:// or https://");
  }
  const region = url.searchParams.get("region") || "us-east-1";
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw bad("region must be a region name such as ap-south-1");

  // A pair from one family: S3_* when either is set, else AWS_*, so two half-pairs never mix.
  const family = keys.S3_ACCESS_KEY_ID || keys.S3_SECRET_ACCESS_KEY ? "S3" : "AWS";
  const accessKeyId = keys[`${family}_ACCESS_KEY_ID`];
  const secretAccessKey = keys[`${family}_SECRET_ACCESS_KEY`];
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      "Invalid configuration: STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) set",
    );
  }
  return { bucket: url.hostname, endpoint, region, accessKeyId, secretAccessKey };
}
