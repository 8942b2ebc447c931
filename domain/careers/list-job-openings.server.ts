import { asc, eq } from "drizzle-orm";
import { jobOpenings } from "~/db/schema";
import { localText } from "../shared/local-text";
import type { Services } from "../shared/services";

export interface JobOpeningView {
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  description: string;
}

/** An opening's columns, its texts in the request's language (the Hindi form where there is one). */
export function jobOpeningColumns() {
  return {
    slug: jobOpenings.slug,
    title: localText(jobOpenings.title, jobOpenings.titleHi),
    department: localText(jobOpenings.department, jobOpenings.departmentHi),
    location: localText(jobOpenings.location, jobOpenings.locationHi),
    employmentType: localText(jobOpenings.employmentType, jobOpenings.employmentTypeHi),
    description: localText(jobOpenings.description, jobOpenings.descriptionHi),
  };
}

/** Open positions in display order, in the request's language. */
export async function listJobOpenings({ db }: Pick<Services, "db">): Promise<JobOpeningView[]> {
  return db
    .select(jobOpeningColumns())
    .from(jobOpenings)
    .where(eq(jobOpenings.isOpen, true))
    .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.id));
}
