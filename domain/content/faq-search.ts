/** Shared by the help page on the server (GET /help?q=) and in the browser (live filtering as you type). */
export interface FaqItemView {
  id: number;
  question: string;
  answer: string;
}

/** Items whose question or answer contains every word of the query, ignoring case; all items for a blank query. */
export function filterFaqItems<T extends Pick<FaqItemView, "question" | "answer">>(
  items: T[],
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = `${item.question} ${item.answer}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
