import { asc } from "drizzle-orm";
import { faqItems } from "~/db/schema";
import type { Services } from "../shared/services";
import { type FaqItemView, filterFaqItems } from "./faq-search";

/** Help-centre questions in display order, narrowed to those matching `query` when one is given. */
export async function listFaqItems({ db }: Pick<Services, "db">, query = ""): Promise<FaqItemView[]> {
  const items = await db
    .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return filterFaqItems(items, query);
}
