import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EmailMessage } from "~/adapters/email/email";
import type { Database } from "~/db/client.server";
import { jobApplications, jobOpenings } from "~/db/schema";
import { AppError } from "~/domain/shared/app-error";
import { runInLocale } from "~/server/locale";
import { createTestApp, type TestContext } from "~/tests/support/test-app";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { applyForJob } from "./apply-for-job.server";
import { type JobOpeningView, listJobOpenings } from "./list-job-openings.server";

let database: Database;
let t: TestContext;
let opening: JobOpeningView;

const valid = {
  name: "Rohan Iyer",
  email: "rohan@example.in",
  phone: "098765 43210",
  profileUrl: "https://www.linkedin.com/in/rohan-iyer",
  coverLetter: "I have built search for two marketplaces and would love to do it for Mandi.",
};

beforeAll(async () => {
  database = await getTestDatabase();
  // 5 per window × 0.2 = one application per address.
  t = await createTestApp(database, { rateLimitScale: 0.2 });
  const openings = await listJobOpenings(t.services);
  if (!openings[0]) throw new Error("the reference data has no job openings");
  opening = openings[0];
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(database);
  t.outbox.clear();
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("listJobOpenings", () => {
  it("lists the four open positions with what the careers page shows", async () => {
    const openings = await listJobOpenings(t.services);
    expect(openings).toHaveLength(4);
    for (const o of openings) {
      expect(o.slug).toMatch(/^[a-z0-9-]+$/);
      expect(o.title && o.department && o.location && o.employmentType && o.description).toBeTruthy();
    }
  });
});

describe("applyForJob", () => {
  it("stores the application, mails the careers team and confirms to the applicant", async () => {
    const sent: EmailMessage[] = [];
    const services = { ...t.services, email: { send: async (m: EmailMessage) => void sent.push(m) } };
    const result = await applyForJob(services, opening.slug, valid, { clientIp: "198.51.100.1" });

    expect(result.openingTitle).toBe(opening.title);
    const rows = await database.db.select().from(jobApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.id,
      name: "Rohan Iyer",
      email: "rohan@example.in",
      phone: "+919876543210",
      profileUrl: valid.profileUrl,
      coverLetter: valid.coverLetter,
    });

    expect(sent.map((m) => m.to)).toEqual([t.services.settings.careersEmail, "rohan@example.in"]);
    const [toTeam, toApplicant] = sent;
    expect(toTeam?.replyTo).toBe("rohan@example.in");
    expect(toTeam?.subject).toContain(opening.title);
    expect(toTeam?.text).toContain("Phone: +919876543210");
    expect(toTeam?.text).toContain(valid.coverLetter);
    expect(toApplicant?.subject).toBe(`We received your application for ${opening.title}`);
    expect(toApplicant?.text).toContain("Hello Rohan Iyer,");
    expect(toApplicant?.text).not.toContain(valid.coverLetter);
  });

  it("names the opening in Hindi to an applicant who applied in Hindi, and in English to the careers team", async () => {
    const [stored] = await database.db
      .select({ titleHi: jobOpenings.titleHi })
      .from(jobOpenings)
      .where(eq(jobOpenings.slug, opening.slug));
    const titleHi = stored?.titleHi;
    if (!titleHi) throw new Error("the reference data has no Hindi title for this opening");
    const result = await runInLocale("hi", () =>
      applyForJob(t.services, opening.slug, valid, { clientIp: "198.51.100.9" }),
    );

    expect(result.openingTitle).toBe(titleHi);
    // An outbox e-mail's body is its subject line, a blank line, then its text.
    const [toTeam, toApplicant] = t.outbox.list().map((e) => e.body);
    expect(toTeam).toContain(opening.title);
    expect(toTeam).not.toContain(titleHi);
    const [subject, , ...text] = (toApplicant ?? "").split("\n");
    expect(subject).toContain(titleHi);
    expect(text.join("\n")).toContain(titleHi);
    expect(toApplicant).not.toContain(opening.title);
  });

  it("accepts an application without a profile link", async () => {
    await applyForJob(t.services, opening.slug, { ...valid, profileUrl: "" }, { clientIp: "198.51.100.2" });
    const [row] = await database.db.select().from(jobApplications);
    expect(row?.profileUrl).toBeNull();
    expect(t.outbox.list().map((e) => e.to)).toEqual([t.services.settings.careersEmail, valid.email]);
  });

  it("rejects missing and malformed fields with one message per field", async () => {
    const err = await rejection(
      applyForJob(
        t.services,
        opening.slug,
        { name: "", email: "rohan", phone: "12345", profileUrl: "linkedin", coverLetter: "  " },
        { clientIp: "198.51.100.3" },
      ),
    );
    expect(err.code).toBe("VALIDATION");
    expect(err.fields).toEqual({
      name: "Please enter your full name.",
      email: "Please enter a valid e-mail address, e.g. name@example.com.",
      phone: "Please enter a valid phone number, e.g. +91 98765 43210.",
      profileUrl: "Please enter a full link starting with https://, e.g. your LinkedIn profile.",
      coverLetter: "Please write a short cover letter.",
    });
    expect(await database.db.select().from(jobApplications)).toEqual([]);
  });

  it("refuses unknown and closed positions", async () => {
    const unknown = await rejection(
      applyForJob(t.services, "astronaut", valid, { clientIp: "198.51.100.4" }),
    );
    expect(unknown.code).toBe("NOT_FOUND");

    await database.db.update(jobOpenings).set({ isOpen: false }).where(eq(jobOpenings.slug, opening.slug));
    try {
      const closed = await rejection(
        applyForJob(t.services, opening.slug, valid, { clientIp: "198.51.100.4" }),
      );
      expect(closed.code).toBe("NOT_FOUND");
      expect((await listJobOpenings(t.services)).map((o) => o.slug)).not.toContain(opening.slug);
    } finally {
      await database.db.update(jobOpenings).set({ isOpen: true }).where(eq(jobOpenings.slug, opening.slug));
    }
  });

  it("limits applications per client address", async () => {
    await applyForJob(t.services, opening.slug, valid, { clientIp: "198.51.100.5" });
    const err = await rejection(applyForJob(t.services, opening.slug, valid, { clientIp: "198.51.100.5" }));
    expect(err.code).toBe("RATE_LIMITED");
    expect(await database.db.select().from(jobApplications)).toHaveLength(1);
  });

  it("keeps nothing when a mail cannot be sent", async () => {
    const services = {
      ...t.services,
      email: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    };
    const err = await rejection(applyForJob(services, opening.slug, valid, { clientIp: "198.51.100.6" }));
    expect(err.code).toBe("UNAVAILABLE");
    expect(await database.db.select().from(jobApplications)).toEqual([]);
  });
});
