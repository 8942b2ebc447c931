import { APIError } from "better-auth/api";
import type { EmailMessage } from "~/adapters/email/email";
import { requestLocale } from "../shared/locale";
import type { Services } from "../shared/services";
import type { AuthLogger } from "./auth-logger";
import {
  confirmEmailMessage,
  passwordResetCodeSms,
  resetPasswordMessage,
  verificationCodeSms,
} from "./auth-messages";
import { isPhoneOnlyEmail } from "./phone-only-email";

interface Person {
  email: string;
  name: string;
}

export const SMS_NOT_SENT = "The SMS could not be sent. Please check the number or try again later.";

/**
 * How better-auth's callbacks reach people. A sign-in or sign-up code is awaited, so a failure is shown — in Mandi's
 * words, the provider's own are only logged. A reset code is sent in the background: the reset answers the same,
 * as fast, whether the number has an account or not. E-mails never block.
 */
export function createAuthSenders(services: Pick<Services, "sms" | "email">, logger: AuthLogger | undefined) {
  async function sms(to: string, text: string) {
    try {
      await services.sms.send(to, text);
    } catch (err) {
      logger?.warn({ err, to }, "an SMS code could not be sent");
      throw new APIError("BAD_GATEWAY", { code: "SMS_NOT_SENT", message: SMS_NOT_SENT });
    }
  }

  function smsInBackground(to: string, text: string) {
    Promise.resolve()
      .then(() => services.sms.send(to, text))
      .catch((err) => logger?.warn({ err, to }, "an SMS code could not be sent"));
  }

  // Sent in the background: a slow mail server must not hold up a sign-up, nor reveal by its delay whether an
  // address has an account.
  function email(message: EmailMessage) {
    if (isPhoneOnlyEmail(message.to)) return;
    services.email
      .send(message)
      .catch((err) => logger?.error({ err, to: message.to }, "an e-mail could not be sent"));
  }

  // Each is sent while answering the person's own request (a sign-up, a reset), in the language of its page.
  return {
    verificationCode: (to: string, code: string) => sms(to, verificationCodeSms(code, requestLocale())),
    async resetCode(to: string, code: string) {
      smsInBackground(to, passwordResetCodeSms(code, requestLocale()));
    },
    async confirmationLink(user: Person, url: string) {
      email(confirmEmailMessage(user.email, user.name, url, requestLocale()));
    },
    async resetLink(user: Person, url: string) {
      email(resetPasswordMessage(user.email, user.name, url, requestLocale()));
    },
  };
}
