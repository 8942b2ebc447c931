import type { CityOption } from "~/domain/listings/list-city-options.server";
import { AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

/** The city comes from Mandi's list (its position places the ad on the map); locality and PIN are free. */
export function LocationStep(props: StepProps & { cities: CityOption[] }) {
  const { draft, errors, change } = props;
  return (
    <div className="space-y-5">
      <TextField
        name="city"
        label="City"
        required
        list="ad-city-options"
        autoComplete="off"
        value={draft.city}
        onChange={(city) => change({ city })}
        error={errors.city}
        hint="Start typing and pick your city from the list."
        maxLength={80}
      />
      <datalist id="ad-city-options">
        {props.cities.map((city) => (
          <option key={city.name} value={city.name}>
            {city.state}
          </option>
        ))}
      </datalist>
      <TextField
        name="locality"
        label="Locality"
        value={draft.locality}
        onChange={(locality) => change({ locality })}
        error={errors.locality}
        placeholder="e.g. Andheri West"
        maxLength={AD_TEXT_LIMITS.locality}
      />
      <TextField
        name="pincode"
        label="PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        value={draft.pincode}
        onChange={(pincode) => change({ pincode })}
        error={errors.pincode}
        placeholder="e.g. 400058"
        maxLength={6}
      />
    </div>
  );
}
