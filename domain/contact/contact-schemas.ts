import { z } from "zod";

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters.`);

// Names and subjects end up in mail headers: one line, single spaces.
const oneLine = (message: string, max: number, label: string) =>
  required(message, max, label).transform((value) => value.replace(/\s+/g, " "));

/** The contact form and POST /api/v1/contact; the messages are what the person sees beside each field. */
export const ContactMessageSchema = z.object({
  name: oneLine("Please enter your name.", 100, "Name"),
  email: z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(254, "E-mail must be at most 254 characters.")
    .pipe(z.email("Please enter a valid e-mail address, e.g. name@example.com.")),
  subject: oneLine("Please enter a subject.", 150, "Subject"),
  message: required("Please enter your message.", 5000, "Message"),
});

export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** Five messages per client address every ten minutes (times RATE_LIMIT_SCALE). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 };
