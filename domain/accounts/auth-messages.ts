import type { EmailMessage } from "~/adapters/email/email";
import { m } from "~/i18n/paraglide/messages";
import type { Locale } from "../shared/locale";
import { OTP_EXPIRES_SECONDS } from "./account-limits";

const codeMinutes = String(OTP_EXPIRES_SECONDS / 60);

// In the language of the page that asked for them (the sign-up, the reset), English by default.

export function verificationCodeSms(code: string, locale: Locale = "en"): string {
  return m.server_sms_verification_code({ code, minutes: codeMinutes }, { locale });
}

export function passwordResetCodeSms(code: string, locale: Locale = "en"): string {
  return m.server_sms_reset_code({ code, minutes: codeMinutes }, { locale });
}

function hello(name: string, locale: Locale): string {
  return name ? m.server_email_hello({ name }, { locale }) : m.server_email_hello_there({}, { locale });
}

export function confirmEmailMessage(
  to: string,
  name: string,
  url: string,
  locale: Locale = "en",
): EmailMessage {
  return {
    to,
    subject: m.server_email_confirm_subject({}, { locale }),
    text: [
      hello(name, locale),
      "",
      m.server_email_confirm_open_link({}, { locale }),
      url,
      "",
      m.server_email_confirm_expiry({}, { locale }),
      "",
      m.server_email_signature({}, { locale }),
    ].join("\n"),
  };
}

export function resetPasswordMessage(
  to: string,
  name: string,
  url: string,
  locale: Locale = "en",
): EmailMessage {
  return {
    to,
    subject: m.server_email_reset_subject({}, { locale }),
    text: [
      hello(name, locale),
      "",
      m.server_email_reset_choose({}, { locale }),
      url,
      "",
      m.server_email_reset_expiry({}, { locale }),
      m.server_email_reset_ignore({}, { locale }),
      "",
      m.server_email_signature({}, { locale }),
    ].join("\n"),
  };
}
