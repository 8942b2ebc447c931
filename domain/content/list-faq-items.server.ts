import { asc } from "drizzle-orm";
import { faqItems } from "~/db/schema";
import { localText } from "../shared/local-text";
import type { Services } from "../shared/services";
import { type FaqItemView, filterFaqItems } from "./faq-search";

/**
 * Help-centre questions in display order and in the request's language (the Hindi form where there is one),
 * narrowed to those matching `query` when one is given.
 */
export async function listFaqItems({ db }: Pick<Services, "db">, query = ""): Promise<FaqItemView[]> {
  const items = await db
    .select({
      id: faqItems.id,
      question: localText(faqItems.question, faqItems.questionHi),
      answer: localText(faqItems.answer, faqItems.answerHi),
    })
    .from(faqItems)
    .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
  return filterFaqItems(items, query);
}
