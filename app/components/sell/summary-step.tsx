import type { ReactNode } from "react";
import { formatRupees } from "~/app/components/listing/format";
import { photoUrl } from "~/app/components/listing/photo-url";
import { type CategoryField, categoryFields, isJobCategory } from "~/domain/listings/category-fields";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { intentValue } from "./ad-wizard";
import { conditionLabel, stepName } from "./sell-notices";
import type { StepProps } from "./step-props";
import type { PhotoState } from "./use-photo-uploads";

function rupees(value: string): string {
  const n = Number(value.replace(/[,\s]/g, ""));
  return value.trim() && Number.isFinite(n) ? formatRupees(n) : value;
}

/** A choice as its list shows it ("5 or more"), other values as typed. */
function shownValue(field: CategoryField, value: string): string {
  if (field.kind === "select") {
    const label = field.options.find((o) => o.value === value)?.label;
    return label ? localizeText(label) : value;
  }
  return field.kind === "number" && field.unit && value.trim()
    ? `${value} ${localizeText(field.unit)}`
    : value;
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
          aria-label={m.sell_summary_edit_section({ section: title.toLowerCase() })}
          className="min-h-11 rounded-md px-3 font-semibold text-brand underline hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
        >
          {m.sell_summary_edit()}
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
  const condition = conditionLabel(draft.condition);
  return (
    <div>
      <Section step={0} title={stepName(0)}>
        <Row label={m.sell_summary_category()} value={`${category.name} › ${sub?.name ?? ""}`} />
        <Row label={m.sell_summary_title()} value={draft.title} />
        <Row label={m.sell_summary_description()} value={draft.description} />
        <Row label={m.sell_summary_condition()} value={condition} />
        {fields
          .filter((f) => f.step === "details")
          .map((f) => (
            <Row
              key={f.key}
              label={localizeText(f.label)}
              value={shownValue(f, draft.attributes[f.key] ?? "")}
            />
          ))}
      </Section>
      <Section step={1} title={job ? m.sell_summary_salary() : stepName(1)}>
        {job ? (
          fields
            .filter((f) => f.step === "price")
            .map((f) => {
              const value = draft.attributes[f.key] ?? "";
              return (
                <Row
                  key={f.key}
                  label={localizeText(f.label)}
                  value={f.kind === "number" ? rupees(value) : shownValue(f, value)}
                />
              );
            })
        ) : (
          <Row
            label={m.sell_summary_price()}
            value={`${rupees(draft.price)}${draft.negotiable ? m.sell_summary_negotiable() : ""}`}
          />
        )}
      </Section>
      <Section step={2} title={m.sell_summary_photos()}>
        <dt className="sr-only">{m.sell_summary_photos()}</dt>
        <dd className="flex flex-wrap gap-2 sm:col-span-2">
          {draft.photos.map((photo, index) => {
            const src =
              photoStates[photo.id]?.previewUrl ??
              (photo.storageKey ? photoUrl(photo.storageKey, 320) : undefined);
            return src ? (
              <img
                key={photo.id}
                src={src}
                alt={
                  index === 0
                    ? m.sell_photo_alt_cover({ n: String(index + 1) })
                    : m.sell_photo_alt({ n: String(index + 1) })
                }
                width={96}
                height={72}
                className="h-[72px] w-24 rounded object-cover"
              />
            ) : null;
          })}
        </dd>
      </Section>
      <Section step={3} title={stepName(3)}>
        <Row label={m.sell_summary_city()} value={draft.city} />
        <Row label={m.sell_summary_locality()} value={draft.locality} />
        <Row label={m.sell_summary_pincode()} value={draft.pincode} />
      </Section>
      <Section step={4} title={m.sell_summary_your_details()}>
        <Row label={m.sell_summary_name()} value={draft.sellerName} />
        <Row
          label={m.sell_summary_phone()}
          value={`${draft.sellerPhone}${draft.showPhone ? m.sell_summary_phone_shown() : m.sell_summary_phone_hidden()}`}
        />
      </Section>
    </div>
  );
}
