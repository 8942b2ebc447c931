import { z } from "zod";
import { OTP_LENGTH } from "./account-limits";
import { passwordProblem } from "./password-policy";
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from "./phone-number";
import { isPhoneOnlyEmail } from "./phone-only-email";

export const PhoneSchema = z
  .string({ message: "Please enter your phone number." })
  .trim()
  .min(1, { message: "Please enter your phone number." })
  .transform((value, ctx) => {
    const e164 = normalizePhoneNumber(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

export const EmailSchema = z
  .string({ message: "Please enter your e-mail address." })
  .trim()
  .min(1, { message: "Please enter your e-mail address." })
  .max(254, { message: "Please enter a valid e-mail address." })
  .pipe(z.email({ message: "Please enter a valid e-mail address." }))
  .transform((value) => value.toLowerCase())
  // The hidden address of a phone-only account (decision 025).
  .refine((value) => !isPhoneOnlyEmail(value), { message: "Please enter a valid e-mail address." });

export const FullNameSchema = z
  .string({ message: "Please enter your full name." })
  .trim()
  .min(1, { message: "Please enter your full name." })
  .max(100, { message: "Your name can be at most 100 characters." });

/** A new password: long enough and not one of the most common ones. */
export const NewPasswordSchema = z
  .string({ message: "Please enter a password." })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const PasswordInputSchema = z
  .string({ message: "Please enter your password." })
  .min(1, { message: "Please enter your password." })
  .max(1024, { message: "Please enter your password." });

export const OtpCodeSchema = z
  .string({ message: `Enter the ${OTP_LENGTH}-digit code from the SMS.` })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: `Enter the ${OTP_LENGTH}-digit code from the SMS.` });

export const SignUpSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema,
});
export type SignUpInput = z.input<typeof SignUpSchema>;

export const EmailSignInSchema = z.object({ email: EmailSchema, password: PasswordInputSchema });
export const PhoneRequestSchema = z.object({ phone: PhoneSchema });
export const PhoneCodeSchema = z.object({ phone: PhoneSchema, code: OtpCodeSchema });
/** The sign-up's code step also names the sign-up it completes (its e-mail, carried from the details step). */
export const SignUpCodeSchema = PhoneCodeSchema.extend({ email: z.string().trim().default("") });
export const ForgotPasswordEmailSchema = z.object({ email: EmailSchema });

const confirmMatches = <T extends { newPassword: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match." });
  }
};

export const ResetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, { message: "This reset link is not valid. Ask for a new one." }),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the new password." }),
  })
  .superRefine(confirmMatches);

export const ResetPasswordWithCodeSchema = z
  .object({
    phone: PhoneSchema,
    code: OtpCodeSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the new password." }),
  })
  .superRefine(confirmMatches);

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: "Please enter your current password." })
      .min(1, { message: "Please enter your current password." }),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the new password." }),
  })
  .superRefine(confirmMatches);

/** The Settings Account card; an empty e-mail leaves it as it is (a phone-only account has none to show). */
export const AccountSchema = z.object({
  fullName: FullNameSchema,
  email: z.union([z.literal(""), EmailSchema]).default(""),
});

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")], {
    message: "Please check the form.",
  })
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/** Form checkboxes send "on" or nothing; the API sends booleans. */
export const NotificationPreferencesSchema = z.object({
  newMessages: checkbox,
  promotionalEmails: checkbox,
  productUpdates: checkbox,
});
export type NotificationPreferences = z.output<typeof NotificationPreferencesSchema>;
