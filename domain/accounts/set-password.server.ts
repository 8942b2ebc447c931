import { z } from "zod";
import { parseInput } from "../shared/validation-error";
import { NewPasswordSchema } from "./accounts-schemas";
import { callAuth } from "./auth-errors.server";
import type { Auth } from "./create-auth.server";

const SetPasswordSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the new password." }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });

/** Gives a password to an account that has none yet (made with a phone code or Google). */
export async function setPassword(auth: Auth, input: unknown, request: { headers: Headers }) {
  const { newPassword } = parseInput(SetPasswordSchema, input);
  await callAuth(() => auth.api.setPassword({ body: { newPassword }, headers: request.headers }), {
    SESSION_NOT_FRESH: "newPassword",
  });
}
