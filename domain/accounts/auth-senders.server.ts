import { APIError } from "better-auth/api";
import type { EmailMessage } from "~/adapters/email/email";
import type { Services } from "../shared/services";
import {
  confirmEmailMessage,
  passwordResetCodeSms,
  resetPasswordMessage,
  verificationCodeSms,
} from "./auth-messages";
import type { AuthLogger } from "./create-auth.server";
import { isPhoneOnlyEmail } from "./phone-only-email";

interface Person {
  email: string;
  name: string;
}

/** How better-auth's callbacks reach people: SMS codes are awaited (a failure is shown), e-mails never block. */
export function createAuthSenders(services: Pick<Services, "sms" | "email">, logger: AuthLogger | undefined) {
  async function sms(to: string, text: string) {
    try {
      await services.sms.send(to, text);
    } catch (err) {
      logger?.warn({ err, to }, "an SMS code could not be sent");
      const reason = err instanceof Error ? err.message : "the SMS gateway did not answer";
      throw new APIError("BAD_GATEWAY", { code: "SMS_NOT_SENT", message: reason });
    }
  }

  // Sent in the background: a slow mail server must not hold up a sign-up, nor reveal by its delay whether an
  // address has an account.
  function email(message: EmailMessage) {
    if (isPhoneOnlyEmail(message.to)) return;
    services.email
      .send(message)
      .catch((err) => logger?.error({ err, to: message.to }, "an e-mail could not be sent"));
  }

  return {
    verificationCode: (to: string, code: string) => sms(to, verificationCodeSms(code)),
    resetCode: (to: string, code: string) => sms(to, passwordResetCodeSms(code)),
    async confirmationLink(user: Person, url: string) {
      email(confirmEmailMessage(user.email, user.name, url));
    },
    async resetLink(user: Person, url: string) {
      email(resetPasswordMessage(user.email, user.name, url));
    },
  };
}
