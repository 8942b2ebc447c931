import type { PlaceView } from "~/domain/geo/place-views";
import type { CityOption } from "~/domain/listings/list-city-options.server";
import { AD_TEXT_LIMITS } from "~/domain/listings/listing-schemas";
import { m } from "~/i18n/paraglide/messages";
import { PlacePicker } from "./place-picker";
import { TextField } from "./sell-fields";
import type { StepProps } from "./step-props";

/**
 * Where the ad is (decision 016): the finder picks a town, locality or PIN, or the device's position, and fills the
 * fields; without JavaScript the City field takes a town, a locality or a PIN and the server places it. The ad is
 * found at its locality, PIN or town, never at the seller's address.
 */
export function LocationStep(
  props: StepProps & { cities: CityOption[]; hydrated: boolean; onPlace: (place: PlaceView) => void },
) {
  const { draft, errors, change } = props;
  return (
    <div className="space-y-5">
      {props.hydrated ? <PlacePicker onPick={props.onPlace} /> : null}
      <TextField
        name="city"
        label={m.sell_location_city()}
        required
        list="ad-city-options"
        autoComplete="off"
        value={draft.city}
        onChange={(city) => change({ city })}
        error={errors.city}
        hint={m.sell_location_city_hint()}
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
        label={m.sell_location_locality()}
        value={draft.locality}
        onChange={(locality) => change({ locality })}
        error={errors.locality}
        placeholder={m.sell_location_locality_placeholder()}
        maxLength={AD_TEXT_LIMITS.locality}
      />
      <TextField
        name="pincode"
        label={m.sell_location_pincode()}
        inputMode="numeric"
        autoComplete="postal-code"
        value={draft.pincode}
        onChange={(pincode) => change({ pincode })}
        error={errors.pincode}
        placeholder={m.sell_location_pincode_placeholder()}
        maxLength={6}
      />
    </div>
  );
}
