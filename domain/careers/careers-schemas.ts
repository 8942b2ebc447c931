import { z } from "zod";

const text = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters.`);

const PHONE_MESSAGE = "Please enter a valid phone number, e.g. +91 98765 43210.";

/** Indian mobile numbers with or without +91, or any international number written with its + prefix. */
function normalisePhone(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, "");
  const indian = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return `+91${indian[1]}`;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return undefined;
}

/** The careers application form and POST /api/v1/careers/{slug}/applications. */
export const JobApplicationSchema = z.object({
  name: text("Please enter your full name.", 100, "Name").transform((v) => v.replace(/\s+/g, " ")),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(254, "E-mail must be at most 254 characters.")
    .pipe(z.email("Please enter a valid e-mail address, e.g. name@example.com.")),
  phone: z
    .string({ error: "Please enter your phone number." })
    .trim()
    .min(1, "Please enter your phone number.")
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }),
  profileUrl: z
    .string()
    .trim()
    .max(500, "The link must be at most 500 characters.")
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/.]+\.\S+$/i.test(v), {
      message: "Please enter a full link starting with https://, e.g. your LinkedIn profile.",
    }),
  coverLetter: text("Please write a short cover letter.", 5000, "Cover letter"),
});

export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.output<typeof JobApplicationSchema>;

/** Five applications per client address every hour (times RATE_LIMIT_SCALE). */
export const APPLICATION_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };
