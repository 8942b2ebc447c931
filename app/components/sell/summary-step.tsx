import type { ReactNode } from "react";
import { formatRupees } from "~/app/components/listing/format";
import { photoUrl } from "~/app/components/listing/photo-url";
import { type CategoryField, categoryFields, isJobCategory } from "~/domain/listings/category-fields";
import { CONDITION_LABELS, type ListingCondition } from "~/domain/listings/listing-options";
import { AD_STEPS } from "~/domain/listings/listing-schemas";
import { intentValue } from "./ad-wizard";
import type { StepProps } from "./step-props";
import type { PhotoState } from "./use-photo-uploads";

function rupees(value: string): string {
  const n = Number(value.replace(/[,\s]/g, ""));
  return value.trim() && Number.isFinite(n) ? formatRupees(n) : value;
}

/** A choice as its list shows it ("5 or more"), other values as typed. */
function shownValue(field: CategoryField, value: string): string {
  if (field.kind === "select") return field.options.find((o) => o.value === value)?.label ?? value;
  return field.kind === "number" && field.unit && value.trim() ? `${value} ${field.unit}` : value;
}

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <section className="border-b border-slate-200 py-3 last:border-0" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        <button
          type="submit"
          name="intent"
          value={intentValue({ type: "goto", step })}
          aria-label={`Edit ${title.toLowerCase()}`}
          className="min-h-11 rounded-md px-3 font-semibold text-brand underline hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
        >
          Edit
        </button>
      </div>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
    </>
  );
}

/** The last step: the whole ad as buyers will read it, each part with an Edit button. */
export function SummaryStep({
  draft,
  category,
  photoStates,
}: StepProps & { photoStates: Record<string, PhotoState> }) {
  const sub = category.subcategories.find((s) => s.slug === draft.subcategory);
  const fields = categoryFields(draft.category, draft.subcategory);
  const job = isJobCategory(draft.category);
  const condition = CONDITION_LABELS[draft.condition as ListingCondition] ?? "";
  return (
    <div>
      <Section step={0} title={AD_STEPS[0]}>
        <Row label="Category" value={`${category.name} › ${sub?.name ?? ""}`} />
        <Row label="Title" value={draft.title} />
        <Row label="Description" value={draft.description} />
        <Row label="Condition" value={condition} />
        {fields
          .filter((f) => f.step === "details")
          .map((f) => (
            <Row key={f.key} label={f.label} value={shownValue(f, draft.attributes[f.key] ?? "")} />
          ))}
      </Section>
      <Section step={1} title={job ? "Salary" : AD_STEPS[1]}>
        {job ? (
          fields
            .filter((f) => f.step === "price")
            .map((f) => {
              const value = draft.attributes[f.key] ?? "";
              return (
                <Row
                  key={f.key}
                  label={f.label}
                  value={f.kind === "number" ? rupees(value) : shownValue(f, value)}
                />
              );
            })
        ) : (
          <Row label="Price" value={`${rupees(draft.price)}${draft.negotiable ? " (negotiable)" : ""}`} />
        )}
      </Section>
      <Section step={2} title="Photos">
        <dt className="sr-only">Photos</dt>
        <dd className="flex flex-wrap gap-2 sm:col-span-2">
          {draft.photos.map((photo, index) => {
            const src =
              photoStates[photo.id]?.previewUrl ??
              (photo.storageKey ? photoUrl(photo.storageKey, 320) : undefined);
            return src ? (
              <img
                key={photo.id}
                src={src}
                // biome-ignore lint/a11y/noRedundantAlt: the user's own photos have no description; their place in the list is it
                alt={`Photo ${index + 1}${index === 0 ? " (cover)" : ""}`}
                width={96}
                height={72}
                className="h-[72px] w-24 rounded object-cover"
              />
            ) : null;
          })}
        </dd>
      </Section>
      <Section step={3} title={AD_STEPS[3]}>
        <Row label="City" value={draft.city} />
        <Row label="Locality" value={draft.locality} />
        <Row label="PIN code" value={draft.pincode} />
      </Section>
      <Section step={4} title="Your details">
        <Row label="Name" value={draft.sellerName} />
        <Row
          label="Phone"
          value={`${draft.sellerPhone}${draft.showPhone ? " (shown on the ad)" : " (hidden)"}`}
        />
      </Section>
    </div>
  );
}
