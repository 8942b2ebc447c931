import { ChevronLeft } from "lucide-react";
import type { PlaceView } from "~/domain/geo/place-views";
import { isJobCategory } from "~/domain/listings/category-fields";
import type { CityOption } from "~/domain/listings/list-city-options.server";
import { LAST_AD_STEP, MAX_AD_PHOTOS } from "~/domain/listings/listing-schemas";
import type { PriceHintView } from "~/domain/listings/price-hint";
import { m } from "~/i18n/paraglide/messages";
import { ContactStep } from "./contact-step";
import { DetailsStep } from "./details-step";
import { LocationStep } from "./location-step";
import { MediaStep } from "./media-step";
import { PriceStep } from "./price-step";
import { StepProgress } from "./step-progress";
import type { StepProps } from "./step-props";
import { SummaryStep } from "./summary-step";
import type { usePhotoUploads } from "./use-photo-uploads";

export interface WizardStepProps extends StepProps {
  editing: boolean;
  cities: CityOption[];
  email: string | null;
  uploads: ReturnType<typeof usePhotoUploads>;
  hydrated: boolean;
  signedIn: boolean;
  busy: boolean;
  /** Post was pressed offline: the ad goes out when the network is back (sell-page.tsx). */
  waitingForNetwork?: boolean;
  announcement: string;
  priceHint: PriceHintView | null;
  /** A place picked on the Location step (search or "use my location"). */
  onPlace: (place: PlaceView) => void;
}

function heading(step: number, category: string, editing: boolean): string {
  const headings = [
    m.sell_heading_details(),
    isJobCategory(category) ? m.sell_heading_salary() : m.sell_heading_price(),
    m.sell_heading_photos({ max: String(MAX_AD_PHOTOS) }),
    m.sell_heading_location(),
    m.sell_heading_review(),
    editing ? m.sell_heading_ready_save() : m.sell_heading_ready_post(),
  ];
  return headings[step] ?? "";
}

const secondary =
  "inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-brand px-5 font-semibold text-brand " +
  "hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const primary =
  "inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand/90 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60";

/** One of the six steps, with the progress bar above and Back / Next (or Post) below. */
export function WizardStep(props: WizardStepProps) {
  const { draft, category } = props;
  const sub = category.subcategories.find((s) => s.slug === draft.subcategory);
  return (
    <section aria-labelledby="sell-heading" className="space-y-5">
      <StepProgress step={draft.step} />
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-surface px-3 py-2 text-sm">
        <span>
          <span className="sr-only">{m.sell_wizard_category_label()}</span>
          <span className="font-semibold">{category.name}</span> › {sub?.name}
        </span>
        <button
          type="submit"
          name="intent"
          value="change-category"
          className="min-h-11 px-2 font-semibold text-brand underline"
        >
          {m.sell_wizard_change_category()}
        </button>
      </div>
      <h2 id="sell-heading" tabIndex={-1} className="text-xl font-bold outline-none">
        {heading(draft.step, draft.category, props.editing)}
      </h2>
      {draft.step === 0 && <DetailsStep {...props} />}
      {draft.step === 1 && <PriceStep {...props} />}
      {draft.step === 2 && <MediaStep {...props} />}
      {draft.step === 3 && <LocationStep {...props} />}
      {draft.step === 4 && <ContactStep {...props} />}
      {draft.step === 5 && <SummaryStep {...props} photoStates={props.uploads.states} />}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <button type="submit" name="intent" value="back" className={secondary}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {m.sell_wizard_back()}
        </button>
        {draft.step < LAST_AD_STEP ? (
          <button type="submit" name="intent" value="next" className={primary}>
            {m.sell_wizard_next()}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value="post"
            disabled={props.busy || props.waitingForNetwork}
            className={primary}
          >
            {props.waitingForNetwork
              ? m.sell_wizard_waiting()
              : props.busy
                ? props.editing
                  ? m.sell_wizard_saving()
                  : m.sell_wizard_posting()
                : props.editing
                  ? m.sell_wizard_save()
                  : m.sell_wizard_post()}
          </button>
        )}
      </div>
    </section>
  );
}
