import * as Slider from "@radix-ui/react-slider";
import { useRef, useState } from "react";
import { formatRupees } from "~/app/components/listing/format";
import { useTypedBeforeHydration } from "~/app/hooks/use-typed-before-hydration";
import { PRICE_SLIDER } from "~/domain/listings/listing-options";
import { m } from "~/i18n/paraglide/messages";

const toNumber = (value: string): number | undefined => {
  if (value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};
const clamp = (n: number) => Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, n));

/**
 * Min and max inputs (the form's fields) and a two-thumb slider kept in sync with them. A thumb at either end
 * of the slider means "no bound", so the slider never caps a price it cannot show.
 */
export function PriceRange({
  idPrefix,
  minPrice,
  maxPrice,
}: {
  idPrefix: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}) {
  const [min, setMin] = useState(minPrice === undefined ? "" : String(minPrice));
  const [max, setMax] = useState(maxPrice === undefined ? "" : String(maxPrice));
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(minRef, setMin);
  useTypedBeforeHydration(maxRef, setMax);
  const low = clamp(toNumber(min) ?? PRICE_SLIDER.min);
  const high = clamp(toNumber(max) ?? PRICE_SLIDER.max);
  const sliderValue = [Math.min(low, high), Math.max(low, high)];

  function fromSlider([a = PRICE_SLIDER.min, b = PRICE_SLIDER.max]: number[]) {
    setMin(a <= PRICE_SLIDER.min ? "" : String(a));
    setMax(b >= PRICE_SLIDER.max ? "" : String(b));
  }

  const highLabel =
    toNumber(max) === undefined ? `${formatRupees(PRICE_SLIDER.max)}+` : formatRupees(sliderValue[1] ?? 0);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{m.browse_products_price()}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}min-price`} className="text-sm">
            {m.browse_products_min_price()}
          </label>
          <input
            ref={minRef}
            id={`${idPrefix}min-price`}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            placeholder="0"
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}max-price`} className="text-sm">
            {m.browse_products_max_price()}
          </label>
          <input
            ref={maxRef}
            id={`${idPrefix}max-price`}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            placeholder={m.browse_products_max_price_placeholder()}
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2"
          />
        </div>
      </div>
      <Slider.Root
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={1}
        value={sliderValue}
        onValueChange={fromSlider}
        className="relative flex h-6 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={m.browse_products_minimum_price()}
          className="block size-5 rounded-full border-2 border-brand bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <Slider.Thumb
          aria-label={m.browse_products_maximum_price()}
          className="block size-5 rounded-full border-2 border-brand bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
      </Slider.Root>
      <p className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{formatRupees(sliderValue[0] ?? 0)}</span>
        <span>{highLabel}</span>
      </p>
    </fieldset>
  );
}
