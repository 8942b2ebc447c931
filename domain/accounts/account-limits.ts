import type { RateLimitRule } from "~/adapters/rate-limit/rate-limiter";

/** Spec section 9: a 6-digit code, a new one can be asked for after 60 seconds. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_EXPIRES_SECONDS = 10 * 60;
/** Wrong tries allowed per code; after that the code is dead and a new one must be sent. */
export const OTP_ALLOWED_ATTEMPTS = 3;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Sessions last 30 days and slide forward at most once a day while the user is active. */
export const SESSION_EXPIRES_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

export const EMAIL_LINK_EXPIRES_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_LINK_EXPIRES_SECONDS = 60 * 60;
/**
 * A sign-up's claim on its phone number expires with the code it waits for (renewed when a new code is sent), so a
 * number is never held for long by a sign-up nobody finishes.
 */
export const SIGN_UP_PHONE_PENDING_SECONDS = OTP_EXPIRES_SECONDS;

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 3600;

/**
 * Every account rate limit, before RATE_LIMIT_SCALE. Counted by services.rateLimiter (Redis when REDIS_URL is set),
 * keyed by the rule name plus a phone number, e-mail, user id or client IP.
 */
export const AUTH_RATE_LIMITS = {
  otpSendPerPhoneMinute: { limit: 1, windowSeconds: OTP_RESEND_SECONDS },
  otpSendPerPhoneHour: { limit: 5, windowSeconds: hours(1) },
  otpSendPerIp: { limit: 20, windowSeconds: hours(1) },
  otpVerifyPerIp: { limit: 30, windowSeconds: minutes(15) },
  signInPerIp: { limit: 20, windowSeconds: minutes(15) },
  signInPerAccount: { limit: 10, windowSeconds: minutes(15) },
  signUpPerIp: { limit: 10, windowSeconds: hours(1) },
  passwordResetPerIp: { limit: 10, windowSeconds: hours(1) },
  passwordResetPerAccount: { limit: 3, windowSeconds: hours(1) },
  verificationEmailPerIp: { limit: 5, windowSeconds: hours(1) },
  changePasswordPerUser: { limit: 10, windowSeconds: minutes(15) },
  changeEmailPerUser: { limit: 5, windowSeconds: hours(1) },
} satisfies Record<string, RateLimitRule>;

export type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;
