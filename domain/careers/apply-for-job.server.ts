import { and, eq } from "drizzle-orm";
import { jobApplications, jobOpenings } from "~/db/schema";
import { m } from "~/i18n/paraglide/messages";
import { AppError } from "../shared/app-error";
import { localText } from "../shared/local-text";
import { type Locale, requestLocale } from "../shared/locale";
import { enforceRateLimit } from "../shared/rate-limit.server";
import type { Services } from "../shared/services";
import { parseInput } from "../shared/validation-error";
import { APPLICATION_RATE_LIMIT, type JobApplication, JobApplicationSchema } from "./careers-schemas";

export interface SubmittedApplication {
  id: number;
  openingTitle: string;
  createdAt: Date;
}

/**
 * Validates, checks the opening is still open, rate-limits per client address, stores the application, mails
 * it to the careers team (reply goes to the applicant) and confirms receipt to the applicant. If a mail fails
 * the row is removed again, so the applicant's retry does not leave a duplicate.
 */
export async function applyForJob(
  services: Pick<Services, "db" | "email" | "rateLimiter" | "settings">,
  openingSlug: string,
  input: unknown,
  context: { clientIp: string },
): Promise<SubmittedApplication> {
  const application = parseInput(JobApplicationSchema, input);
  const [opening] = await services.db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      // The applicant reads the opening's name in the language they applied in; the careers team reads English.
      localTitle: localText(jobOpenings.title, jobOpenings.titleHi),
      location: jobOpenings.location,
    })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.slug, openingSlug), eq(jobOpenings.isOpen, true)))
    .limit(1);
  if (!opening) throw new AppError("NOT_FOUND", "server_careers_position_closed");
  await enforceRateLimit(services, `careers:${context.clientIp}`, APPLICATION_RATE_LIMIT);

  const [row] = await services.db
    .insert(jobApplications)
    .values({ openingId: opening.id, ...application, profileUrl: application.profileUrl ?? null })
    .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
  if (!row) throw new Error("insert into job_applications returned no row");

  try {
    await services.email.send({
      to: services.settings.careersEmail,
      replyTo: application.email,
      subject: `[Application #${row.id}] ${opening.title} — ${application.name}`,
      text: careersMailText(application, opening, row.id),
    });
    // The applicant's receipt is in the language of the page they applied from; the team's mail stays English.
    const locale = requestLocale();
    await services.email.send({
      to: application.email,
      subject: m.server_email_careers_subject({ title: opening.localTitle }, { locale }),
      text: confirmationText(application, opening.localTitle, locale),
    });
  } catch {
    await services.db.delete(jobApplications).where(eq(jobApplications.id, row.id));
    throw new AppError("UNAVAILABLE", "server_careers_send_failed");
  }
  return { id: row.id, openingTitle: opening.localTitle, createdAt: row.createdAt };
}

function careersMailText(a: JobApplication, opening: { title: string; location: string }, id: number) {
  return [
    `New application #${id} for ${opening.title} (${opening.location}).`,
    "",
    `Name: ${a.name}`,
    `E-mail: ${a.email}`,
    `Phone: ${a.phone}`,
    `Profile: ${a.profileUrl ?? "not given"}`,
    "",
    "Cover letter:",
    a.coverLetter,
    "",
    "Reply to this e-mail to answer the applicant directly.",
  ].join("\n");
}

// Deliberately echoes nothing the applicant typed beyond their name: the form must not relay text to any address.
function confirmationText(a: JobApplication, openingTitle: string, locale: Locale) {
  return [
    m.server_email_hello({ name: a.name }, { locale }),
    "",
    m.server_email_careers_thanks_1({ title: openingTitle }, { locale }),
    m.server_email_careers_thanks_2({}, { locale }),
    "",
    m.server_email_careers_signature({}, { locale }),
  ].join("\n");
}
