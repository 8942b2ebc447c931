import { APIError } from "better-auth/api";
import {
  bad,
  CREDENTIALS_REQUIRED,
  type Ctx,
  checkPassword,
  EMAIL_TAKEN,
  type Guard,
  PENDING_PHONE_FIELD,
  PHONE_PENDING,
  PHONE_TAKEN,
  phoneOrThrow,
  refuseHiddenAddress,
  refuseImage,
  text,
} from "./auth-guard-tools.server";
import { phoneOnlyEmail } from "./phone-only-email";
import { claimSignUpPhone, pendingSignUpUser } from "./sign-up-pending.server";

interface StoredUser {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
}

async function userWith(ctx: Ctx, field: "email" | "phoneNumber", value: string) {
  return ctx.context.adapter.findOne<StoredUser>({ model: "user", where: [{ field, value }] });
}

async function passwordMatches(ctx: Ctx, userId: string, password: unknown): Promise<boolean> {
  if (typeof password !== "string") return false;
  const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return ctx.context.password.verify({ hash: account.password, password });
}

const phonePending = () =>
  new APIError("UNPROCESSABLE_ENTITY", { code: "PHONE_NUMBER_PENDING", message: PHONE_PENDING });

/** POST /sign-up/email: the spec's checks, the password rule, a free phone number and e-mail. */
export const signUpGuard: Guard = async (body, ctx, { ip, limit }) => {
  const email = text(body.email).toLowerCase();
  const rawPhone = text(body.phoneNumber);
  if ((!email && !rawPhone) || !body.password) throw bad(CREDENTIALS_REQUIRED, "CREDENTIALS_REQUIRED");
  refuseHiddenAddress(email);
  refuseImage(body);
  await limit("signUpPerIp", ip);
  checkPassword(body.password);
  const phone = rawPhone ? phoneOrThrow(rawPhone) : "";
  if (phone && (await userWith(ctx, "phoneNumber", phone))) {
    throw new APIError("UNPROCESSABLE_ENTITY", { code: "PHONE_NUMBER_EXIST", message: PHONE_TAKEN });
  }
  const existing = email ? await userWith(ctx, "email", email) : null;
  // Another sign-up is waiting for this phone's code: it keeps the number until that code expires.
  const holder = phone ? await pendingSignUpUser(ctx, phone) : null;
  if (holder && holder !== existing?.id) throw phonePending();
  if (existing) {
    // Someone who went back from the code step (say, to fix the phone number) and signs up again with the same
    // e-mail and password resumes the unfinished sign-up instead of being told the e-mail is taken.
    if (phone && !existing.phoneNumber && (await passwordMatches(ctx, existing.id, body.password))) {
      if (!(await claimSignUpPhone(ctx, phone, existing.id))) throw phonePending();
      const user = { id: existing.id, name: existing.name, email: existing.email, phoneNumber: null };
      return { respond: { token: null, user, resumed: true } };
    }
    throw new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: EMAIL_TAKEN });
  }
  // The phone number is set only once its code is verified (see sign-up-phone-plugin); "" keeps the
  // phone-number plugin from refusing a sign-up that carries one.
  return {
    ...body,
    // The confirmation link lands on a page that says the address is confirmed.
    callbackURL: text(body.callbackURL) || "/login?notice=email-verified",
    email: email || phoneOnlyEmail(phone),
    name: text(body.name),
    phoneNumber: "",
    [PENDING_PHONE_FIELD]: phone,
  };
};
