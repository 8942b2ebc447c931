/** A saved search as its owner's list shows it. */
export interface SavedSearchView {
  id: number;
  name: string;
  /** The search as /products query parameters (condition: comma-separated). */
  query: Record<string, string>;
  /** Its results page. */
  resultsPath: string;
  /** What it filters, in words: "“honda city”", "Cars › Sedans", "₹2,00,000 – ₹5,00,000", "Pune"… */
  filters: string[];
  notify: boolean;
  /** Ads posted since its owner last opened it, up to NEW_MATCHES_CAP. */
  newMatches: number;
  newMatchesCapped: boolean;
  lastSeenAt: string;
  createdAt: string;
}
