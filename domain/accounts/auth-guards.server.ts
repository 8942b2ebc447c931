import { APIError, createAuthMiddleware } from "better-auth/api";
import { AppError } from "../shared/app-error";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { AUTH_RATE_LIMITS, type AuthRateLimitName } from "./account-limits";
import {
  type Body,
  bad,
  CREDENTIALS_REQUIRED,
  checkPassword,
  type Guard,
  phoneOrThrow,
  refuseHiddenAddress,
  refuseImage,
  type Tools,
  text,
} from "./auth-guard-tools.server";
import { hashPhoneCode, phoneCodeIdentifier } from "./otp-hash.server";
import { signUpGuard } from "./sign-up-guard.server";

const signInEmail: Guard = async (body, _ctx, { ip, limit }) => {
  const email = text(body.email).toLowerCase();
  if ((!email && !text(body.phoneNumber)) || !body.password)
    throw bad(CREDENTIALS_REQUIRED, "CREDENTIALS_REQUIRED");
  if (!email)
    throw bad("To sign in with a phone number and password, use /sign-in/phone-number.", "USE_PHONE_SIGN_IN");
  await limit("signInPerIp", ip);
  await limit("signInPerAccount", email);
  return { ...body, email };
};

const signInPhone: Guard = async (body, _ctx, { ip, limit }) => {
  if ((!text(body.phoneNumber) && !text(body.email)) || !body.password) {
    throw bad(CREDENTIALS_REQUIRED, "CREDENTIALS_REQUIRED");
  }
  const phoneNumber = phoneOrThrow(body.phoneNumber);
  await limit("signInPerIp", ip);
  await limit("signInPerAccount", phoneNumber);
  return { ...body, phoneNumber };
};

async function limitCodeSends(phoneNumber: string, { ip, limit }: Tools) {
  await limit("otpSendPerPhoneMinute", phoneNumber);
  await limit("otpSendPerPhoneHour", phoneNumber);
  await limit("otpSendPerIp", ip);
}

const sendCode: Guard = async (body, _ctx, tools) => {
  const phoneNumber = phoneOrThrow(body.phoneNumber);
  await limitCodeSends(phoneNumber, tools);
  return { ...body, phoneNumber };
};

const requestResetCode: Guard = async (body, _ctx, tools) => {
  const phoneNumber = phoneOrThrow(body.phoneNumber);
  await tools.limit("passwordResetPerIp", tools.ip);
  await limitCodeSends(phoneNumber, tools);
  return { ...body, phoneNumber };
};

function verifyCode(secret: string): Guard {
  return async (body, _ctx, { ip, limit }) => {
    const phoneNumber = phoneOrThrow(body.phoneNumber);
    await limit("otpVerifyPerIp", ip);
    if (typeof body.code !== "string") return { ...body, phoneNumber };
    const code = hashPhoneCode(secret, phoneCodeIdentifier("otp", phoneNumber), body.code.trim());
    return { ...body, phoneNumber, code };
  };
}

function resetWithCode(secret: string): Guard {
  return async (body, _ctx, { ip, limit }) => {
    const phoneNumber = phoneOrThrow(body.phoneNumber);
    await limit("otpVerifyPerIp", ip);
    checkPassword(body.newPassword);
    if (typeof body.otp !== "string") return { ...body, phoneNumber };
    const otp = hashPhoneCode(secret, phoneCodeIdentifier("reset", phoneNumber), body.otp.trim());
    return { ...body, phoneNumber, otp };
  };
}

const requestResetLink: Guard = async (body, _ctx, { ip, limit }) => {
  await limit("passwordResetPerIp", ip);
  const email = text(body.email).toLowerCase();
  if (email) await limit("passwordResetPerAccount", email);
  return undefined;
};

const newPasswordOnly: Guard = async (body) => {
  checkPassword(body.newPassword);
  return undefined;
};

const changePassword: Guard = async (body, _ctx, { limit, sessionKey }) => {
  await limit("changePasswordPerUser", sessionKey);
  checkPassword(body.newPassword);
  return undefined;
};

const changeEmail: Guard = async (body, _ctx, { limit, sessionKey }) => {
  await limit("changeEmailPerUser", sessionKey);
  refuseHiddenAddress(body.newEmail);
  return undefined;
};

const noImage: Guard = async (body) => {
  refuseImage(body);
  return undefined;
};

const verificationEmail: Guard = async (_body, _ctx, { ip, limit }) => {
  await limit("verificationEmailPerIp", ip);
  return undefined;
};

/**
 * One before-hook for every better-auth endpoint: the spec's messages, Mandi's password rule, E.164 phone numbers
 * before anything touches the database, hashed codes, and the rate limits of AUTH_RATE_LIMITS. Runs for HTTP calls
 * to /api/auth/* and for `auth.api.*` calls from pages alike.
 */
export function createAuthGuards(deps: { services: Pick<Services, "rateLimiter">; secret: string }) {
  const guards: Record<string, Guard> = {
    "/sign-up/email": signUpGuard,
    "/sign-in/email": signInEmail,
    "/sign-in/phone-number": signInPhone,
    "/phone-number/send-otp": sendCode,
    "/phone-number/request-password-reset": requestResetCode,
    "/phone-number/verify": verifyCode(deps.secret),
    "/sign-up/verify-phone": verifyCode(deps.secret),
    "/phone-number/reset-password": resetWithCode(deps.secret),
    "/request-password-reset": requestResetLink,
    "/reset-password": newPasswordOnly,
    "/change-password": changePassword,
    "/change-email": changeEmail,
    "/update-user": noImage,
    "/send-verification-email": verificationEmail,
  };

  async function limit(name: AuthRateLimitName, key: string) {
    try {
      await enforceRateLimit(deps.services, `auth:${name}:${key}`, AUTH_RATE_LIMITS[name]);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "RATE_LIMITED", message: err.message },
        { "Retry-After": String(err.retryAfterSeconds ?? 60) },
      );
    }
  }

  return createAuthMiddleware(async (ctx) => {
    const guard = ctx.path ? guards[ctx.path] : undefined;
    if (!guard) return;
    const headers = ctx.request?.headers ?? ctx.headers;
    const ip = headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
    const sessionKey = sessionKeyOf(headers) || ip;
    const body = (ctx.body && typeof ctx.body === "object" ? ctx.body : {}) as Body;
    const result = await guard(body, ctx, { ip, limit, sessionKey });
    if (result && "respond" in result && typeof result.respond === "object") return ctx.json(result.respond);
    if (result) return { context: { body: result } };
  });
}

function sessionKeyOf(headers: Headers | undefined): string {
  if (!headers) return "";
  const bearer = /^bearer\s+(\S+)/i.exec(headers.get("authorization") ?? "")?.[1];
  if (bearer) return bearer.split(".")[0] ?? "";
  const cookie = /(?:^|;\s*)(?:__Secure-)?mandi\.session_token=([^;.]+)/.exec(headers.get("cookie") ?? "");
  return cookie?.[1] ?? "";
}
