import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { standInGoogle } from "./tests/e2e/support/stand-in-google";
import { standInPush } from "./tests/e2e/support/stand-in-push";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh data folder per run: the server seeds the sample marketplace into it on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "mandi-e2e-"));
// Google sign-in goes to a local OpenID provider (started by the global setup), never to the internet.
const google = standInGoogle(port);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  // One browser per core: on a 2-core machine a third browser makes every test slower, not the run shorter.
  workers: Math.max(1, Math.min(3, availableParallelism())),
  retries: 0,
  forbidOnly: true,
  // Generous: a 2-core CI machine under a full run renders a page in ~0.5–1 s (a journey takes 5–15 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    // Journeys with the page's scripts, as most people get them.
    { name: "journeys", testIgnore: ["no-js/**", "delayed-scripts/**"] },
    // The same server without JavaScript: every control is a link or a form the server answers.
    { name: "no-js", testDir: "tests/e2e/no-js", use: { javaScriptEnabled: false } },
    // Scripts held back until the test has tapped (tests/e2e/support/hold-scripts.ts): the first tap still works.
    { name: "delayed-scripts", testDir: "tests/e2e/delayed-scripts" },
  ],
  use: {
    baseURL,
    trace: "off",
    // Mandi's service worker would answer pages and assets itself, where page.route() cannot see them; the PWA
    // journeys (tests/e2e/pwa-*.test.ts) allow it (docs/decisions/021-pwa.md).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // A run with its own MANDI_BUILD_DIR built it beforehand: serve that build even if sources changed since.
    command: process.env.MANDI_BUILD_DIR ? "node server/start.js --no-build" : "node server/start.js",
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "50",
      EMAIL_BATCH_SECONDS: "3",
      // The moderation journeys sign up as these admins (tests/e2e/moderation.test.ts, ratings.test.ts, accounts-claims).
      ADMIN_EMAILS:
        "moderator@example.in,moderator2@example.in,ratings.moderator@example.in,review.moderator@example.in,review.moderator2@example.in,members.moderator@example.in,claims.moderator@example.in",
      PUBLIC_URL: baseURL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      // The PWA journey's local stand-in for a browser's push service (tests/e2e/pwa-push.test.ts).
      PUSH_EXTRA_ORIGINS: standInPush(port).origin,
      // No internet here: the social and app-store pages redirect to pages of this server instead.
      SOCIAL_FACEBOOK_URL: `${baseURL}/about?from=facebook`,
      SOCIAL_TWITTER_URL: `${baseURL}/about?from=twitter`,
      SOCIAL_YOUTUBE_URL: `${baseURL}/about?from=youtube`,
      SOCIAL_INSTAGRAM_URL: `${baseURL}/about?from=instagram`,
      SOCIAL_WHATSAPP_URL: `${baseURL}/about?from=whatsapp`,
      APP_STORE_URL: `${baseURL}/about?from=app-store`,
      GOOGLE_PLAY_URL: `${baseURL}/about?from=google-play`,
      ...(process.env.MANDI_BUILD_DIR ? { MANDI_BUILD_DIR: process.env.MANDI_BUILD_DIR } : {}),
    },
  },
});
