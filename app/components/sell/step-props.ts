import type { CategoryView } from "~/domain/catalog/list-categories.server";
import type { FieldErrors } from "~/domain/listings/listing-schemas";
import type { AdDraft } from "./ad-draft";

/** What every step of the form gets: the ad, its messages, and how to change a field. */
export interface StepProps {
  draft: AdDraft;
  errors: FieldErrors;
  category: CategoryView;
  change: (patch: Partial<AdDraft>) => void;
  setAttribute: (key: string, value: string) => void;
}
