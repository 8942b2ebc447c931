import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from "~/app/lib/recent-searches";
import { createLocalStorageStore, useLocalStorageStore } from "./local-storage-store";

const EMPTY: string[] = [];
const store = createLocalStorageStore(RECENT_SEARCHES_KEY, parseRecentSearches, EMPTY);

/** Recent searches of this browser (localStorage), newest first, at most 5. */
export function useRecentSearches() {
  const list = useLocalStorageStore(store);
  return {
    list,
    add: (query: string) => store.set(addRecentSearch(store.get(), query)),
    clear: () => store.set([]),
  };
}
