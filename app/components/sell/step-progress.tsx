import { cn } from "~/app/components/ui/cn";
import { AD_STEPS } from "~/domain/listings/listing-schemas";
import { m } from "~/i18n/paraglide/messages";
import { stepName } from "./sell-notices";

/** "Step 2 of 6: Price" with a bar, and the six step names on wider screens. */
export function StepProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / AD_STEPS.length) * 100);
  return (
    <div>
      <p id="ad-progress-label" className="text-sm font-semibold text-slate-700">
        {m.sell_progress({
          step: String(step + 1),
          total: String(AD_STEPS.length),
          name: stepName(step),
        })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="ad-progress-label"
        aria-valuemin={1}
        aria-valuemax={AD_STEPS.length}
        aria-valuenow={step + 1}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-2 hidden justify-between text-xs sm:flex">
        {AD_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              index === step ? "font-bold text-brand" : index < step ? "text-slate-700" : "text-slate-500",
            )}
          >
            {stepName(index)}
          </li>
        ))}
      </ol>
    </div>
  );
}
