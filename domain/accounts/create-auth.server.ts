import type { SecondaryStorage } from "better-auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { bearer, genericOAuth, phoneNumber } from "better-auth/plugins";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { renderText } from "~/i18n/render-text";
import type { Services } from "../shared/services";
import { accountClaimsPlugin } from "./account-claims-plugin.server";
import {
  EMAIL_LINK_EXPIRES_SECONDS,
  OTP_ALLOWED_ATTEMPTS,
  OTP_EXPIRES_SECONDS,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_EXPIRES_SECONDS,
  SESSION_EXPIRES_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from "./account-limits";
import { createAuthGuards } from "./auth-guards.server";
import type { AuthLogger } from "./auth-logger";
import { createAuthSenders } from "./auth-senders.server";
import { banNotice } from "./ban-notice.server";
import { hashStoredPhoneCode, isPhoneCodeIdentifier } from "./otp-hash.server";
import { isE164 } from "./phone-number";
import { phoneOnlyEmail } from "./phone-only-email";
import { sessionEnded } from "./session-ended.server";
import { signUpPhonePlugin } from "./sign-up-phone-plugin.server";

export interface AuthOptions {
  secret: string;
  /** PUBLIC_URL: builds links in e-mails and Google's redirect_uri; the only trusted origin. */
  baseURL: string;
  /** A public (https) deployment: Secure cookies. */
  secureCookies: boolean;
  /** Google sign-in through OpenID Connect discovery at `${issuer}/.well-known/openid-configuration`. */
  google?: { clientId: string; clientSecret?: string | undefined; issuer: string } | undefined;
  /** Redis when REDIS_URL is set: sessions and codes are then shared by every instance. */
  secondaryStorage?: SecondaryStorage | undefined;
  logger?: AuthLogger | undefined;
}

/** Mandi's one better-auth instance, built once per process from the services and the configuration. */
export function createAuth(services: Services, options: AuthOptions) {
  const senders = createAuthSenders(services, options.logger);
  const wired: { consumeCode?: (phoneNumber: string, code: string) => Promise<void> } = {};
  const google = options.google;

  const auth = betterAuth({
    appName: "Mandi",
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: [options.baseURL],
    telemetry: { enabled: false },
    database: drizzleAdapter(services.db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    secondaryStorage: options.secondaryStorage,
    session: {
      expiresIn: SESSION_EXPIRES_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      storeSessionInDatabase: true,
    },
    verification: {
      // Reset-link tokens are looked up by identifier, so they are kept hashed; phone codes are hashed in the
      // value instead (the identifier is only "phone-number-otp-<number>").
      storeIdentifier: { default: "hashed", overrides: { "phone-number-": "plain" } },
      // In the database too when Redis holds them, as sessions are: a code still works while Redis is away.
      storeInDatabase: true,
    },
    // Our own limits (AUTH_RATE_LIMITS via services.rateLimiter) apply in the before-hook, with the spec's words.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "mandi",
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
      // server/ replaces this header with the one client identity it works out (server/client-ip.ts: the right-most
      // untrusted hop, IPv6 by /64); a single value, so better-auth reads it as it is (same /64 as its own default).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"], ipv6Subnet: 64 },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A sign-up is signed in only once its phone number is verified (sign-up-phone-plugin).
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_EXPIRES_SECONDS,
      sendResetPassword: async ({ user, url }) => senders.resetLink(user, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_LINK_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, url }) => senders.confirmationLink(user, url),
    },
    user: {
      changeEmail: { enabled: true },
      // Set only by Mandi's own confirmation paths (account-claims-plugin), never from a request body.
      additionalFields: { emailConfirmedAt: { type: "date", required: false, input: false } },
    },
    account: {
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    hooks: { before: createAuthGuards({ services, secret: options.secret }) },
    databaseHooks: {
      session: {
        create: {
          // A member banned by the moderators gets no session, whichever way they sign in (decision 015).
          before: async (session) => {
            const notice = await banNotice(services.db, session.userId);
            if (notice)
              throw new APIError("FORBIDDEN", {
                message: renderText(notice, "en"),
                code: "ACCOUNT_SUSPENDED",
              });
          },
        },
        // Every way a session ends comes through here (better-auth 1.7 runs it for bulk deletes too): its sockets
        // are closed on every instance and its push devices forgotten (issue 25).
        delete: { after: (session) => sessionEnded(services, session) },
      },
      verification: {
        create: {
          before: async (verification) => {
            if (!isPhoneCodeIdentifier(verification.identifier)) return;
            const value = hashStoredPhoneCode(options.secret, verification.identifier, verification.value);
            return { data: { ...verification, value } };
          },
        },
      },
    },
    logger: {
      // "info": user-caused API errors (a wrong password) are not logged as errors; real failures still are.
      level: "info",
      log: (level, message, ...args) => {
        const log = options.logger;
        if (!log) return;
        if (level === "error") log.error({ args }, `auth: ${message}`);
        else if (level === "warn") log.warn({ args }, `auth: ${message}`);
        else log.debug({ args }, `auth: ${message}`);
      },
    },
    plugins: [
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        phoneNumberValidator: isE164,
        sendOTP: ({ phoneNumber: to, code }) => senders.verificationCode(to, code),
        sendPasswordResetOTP: ({ phoneNumber: to, code }) => senders.resetCode(to, code),
        // "Continue with Phone" with a number Mandi has never seen creates a phone-only account.
        signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: () => "" },
      }),
      bearer(),
      accountClaimsPlugin({ db: services.db }),
      signUpPhonePlugin({
        consumeCode: (phone, code) => {
          if (!wired.consumeCode) throw new Error("createAuth: code check used before the auth was built");
          return wired.consumeCode(phone, code);
        },
      }),
      genericOAuth({
        config: google
          ? [
              {
                providerId: "google",
                name: "Google",
                discoveryUrl: `${google.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // Log out of Mandi only, never of the Google account itself.
                disableProviderLogout: true,
                // Profile pictures stay on Google's servers: Mandi shows only photos it stores itself.
                mapProfileToUser: (profile) => ({
                  name: typeof profile.name === "string" ? profile.name : "",
                  image: undefined,
                }),
              },
            ]
          : [],
      }),
    ],
  });

  wired.consumeCode = async (phone, code) => {
    await auth.api.consumePhoneNumberOTP({ body: { phoneNumber: phone, code } });
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
