import { asc, eq } from "drizzle-orm";
import { jobOpenings } from "~/db/schema";
import type { Services } from "../shared/services";

export interface JobOpeningView {
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  description: string;
}

export const jobOpeningColumns = {
  slug: jobOpenings.slug,
  title: jobOpenings.title,
  department: jobOpenings.department,
  location: jobOpenings.location,
  employmentType: jobOpenings.employmentType,
  description: jobOpenings.description,
};

/** Open positions in display order. */
export async function listJobOpenings({ db }: Pick<Services, "db">): Promise<JobOpeningView[]> {
  return db
    .select(jobOpeningColumns)
    .from(jobOpenings)
    .where(eq(jobOpenings.isOpen, true))
    .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.id));
}
