import { beforeAll, describe, expect, it } from "vitest";
import type { ReverseGeocoder } from "~/adapters/geocoder/reverse-geocoder";
import type { Database } from "~/db/client.server";
import { getTestDatabaseWithPlaces } from "~/tests/support/test-database";
import { reverseGeocode } from "./reverse-geocode.server";

let database: Database;

beforeAll(async () => {
  database = await getTestDatabaseWithPlaces();
});

const at = (lat: number, lng: number, geocoder?: ReverseGeocoder) =>
  reverseGeocode({ db: database.db, geocoder }, { lat, lng });

describe("reverseGeocode from the places table", () => {
  it("names a position after the nearest town, Mandi's own city winning over its suburbs", async () => {
    expect(await at(18.5204, 73.8567)).toEqual({
      location: "Pune, India",
      city: "Pune",
      country: "India",
      source: "places",
    });
    // Koregaon Park, Pune; Bandra, Mumbai; Connaught Place, Delhi.
    expect((await at(18.5362, 73.8939)).location).toBe("Pune, India");
    expect((await at(19.0596, 72.8295)).location).toBe("Mumbai, India");
    expect((await at(28.6315, 77.2167)).location).toBe("Delhi, India");
  });

  it("names a position with no town within 30 km after its PIN's town", async () => {
    expect(await at(25.4513, 73.6095)).toMatchObject({ location: "Marwar Jn., India", source: "places" });
  });

  it("answers INDIA for the open sea", async () => {
    expect(await at(15, 65)).toEqual({ location: "INDIA", city: null, country: null, source: "none" });
  });
});

describe("reverseGeocode with a geocoder", () => {
  it("uses the geocoder's answer first", async () => {
    const geocoder: ReverseGeocoder = { reverse: async () => ({ city: "Kothrud", country: "India" }) };
    expect(await at(18.5074, 73.8077, geocoder)).toMatchObject({
      location: "Kothrud, India",
      source: "geocoder",
    });
  });

  it("falls back to the table when the geocoder fails or knows nothing", async () => {
    const failing: ReverseGeocoder = {
      reverse: async () => {
        throw new Error("timeout");
      },
    };
    expect(await at(18.5204, 73.8567, failing)).toMatchObject({ location: "Pune, India", source: "places" });
    const empty: ReverseGeocoder = { reverse: async () => null };
    expect(await at(18.5204, 73.8567, empty)).toMatchObject({ location: "Pune, India", source: "places" });
  });
});
