import type { Services } from "../shared/services";
import { resolveLocationChoice } from "./resolve-location-choice.server";
import { reverseGeocode } from "./reverse-geocode.server";
import { saveMemberLocation } from "./save-member-location.server";

/**
 * A signed-in member's location from an app: a position is named like the prompt names it ("PUNE, INDIA", or INDIA
 * when it cannot be), a name is checked like a choice on /location; either is kept on the profile.
 */
export async function chooseMemberLocation(
  services: Pick<Services, "db" | "geocoder">,
  input: {
    userId: string;
    location?: string | undefined;
    lat?: number | undefined;
    lng?: number | undefined;
  },
): Promise<{ location: string }> {
  const point =
    input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  const location = point
    ? (await reverseGeocode(services, point)).location.toUpperCase()
    : await resolveLocationChoice(services, { location: input.location });
  await saveMemberLocation(services, { userId: input.userId, location, ...point });
  return { location };
}
