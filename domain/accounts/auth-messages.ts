import type { EmailMessage } from "~/adapters/email/email";
import { OTP_EXPIRES_SECONDS } from "./account-limits";

const codeMinutes = OTP_EXPIRES_SECONDS / 60;

export function verificationCodeSms(code: string): string {
  return `${code} is your Mandi verification code. It expires in ${codeMinutes} minutes. Never share it with anyone.`;
}

export function passwordResetCodeSms(code: string): string {
  return `${code} is your Mandi password reset code. It expires in ${codeMinutes} minutes. If you did not ask for it, ignore this message.`;
}

export function confirmEmailMessage(to: string, name: string, url: string): EmailMessage {
  return {
    to,
    subject: "Confirm your e-mail address for Mandi",
    text: [
      `Hello ${name || "there"},`,
      "",
      "Please confirm this e-mail address for your Mandi account by opening this link:",
      url,
      "",
      "The link works for 24 hours. If you did not ask for this, you can ignore this e-mail.",
      "",
      "— Mandi",
    ].join("\n"),
  };
}

export function resetPasswordMessage(to: string, name: string, url: string): EmailMessage {
  return {
    to,
    subject: "Reset your Mandi password",
    text: [
      `Hello ${name || "there"},`,
      "",
      "Someone (hopefully you) asked to reset the password of your Mandi account. Choose a new one here:",
      url,
      "",
      "The link works for 1 hour. Setting a new password signs you out on every device.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      "— Mandi",
    ].join("\n"),
  };
}
