import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getTestDatabase, resetDatabase } from "~/tests/support/test-database";
import { latinForm, latinSearchForm, normalizeSearchText, phoneticKey } from "./indic-text";
import { insertListing, insertSeller } from "./listing-fixtures.test-helper";
import { prefixTsQuery } from "./prefix-ts-query.server";
import { searchListings } from "./search-listings.server";
import { alternativesOf } from "./search-synonyms";

// Issue 14: search understands how India types — Hinglish, Devanagari, and the other word for the same thing.

let database: Database;
const titles = async (q: string) =>
  (await searchListings({ db: database.db }, { q })).listings.map((l) => l.title).sort();

beforeAll(async () => {
  database = await getTestDatabase();
});

describe("Hindi and Hinglish text", () => {
  it("normalises the nukta, the chandrabindu, zero-width joiners and case", () => {
    expect(normalizeSearchText("फ़ोन")).toBe("फोन");
    expect(normalizeSearchText("हँसी")).toBe("हंसी");
    expect(normalizeSearchText("क्\u200Dष")).toBe("क्ष");
    expect(normalizeSearchText("Scooty")).toBe("scooty");
  });

  it("writes Devanagari in Latin letters as people type it, and keys spellings alike", () => {
    expect(latinForm("स्कूटी")).toBe("skuti");
    expect(latinForm("होंडा")).toBe("honda");
    expect(latinForm("फ़ोन")).toBe("phon");
    expect(latinForm("honda")).toBe("honda");
    expect(latinSearchForm("होंडा एक्टिवा, Honda", "होंडा स्कूटी")).toBe("honda ektiva skuti");
    expect(latinSearchForm("Redmi mobile")).toBe("");
    expect(phoneticKey("skuti")).toBe(phoneticKey("scooty"));
    expect(phoneticKey("mkan")).toBe(phoneticKey("makaan"));
    expect(phoneticKey("phon")).toBe(phoneticKey("phone"));
    expect(phoneticKey("skate")).not.toBe(phoneticKey("scooter"));
  });

  it("knows the other words of a word, and none for an unknown one", () => {
    expect(alternativesOf("स्कूटी")).toEqual(expect.arrayContaining(["scooty", "scooter", "skuti"]));
    expect(alternativesOf("phone")).toEqual(expect.arrayContaining(["mobile", "मोबाइल", "फोन"]));
    expect(alternativesOf("फ़ोन")).toContain("mobile");
    expect(alternativesOf("gaadi")).toContain("car");
    expect(alternativesOf("sofa-cum-bed")).toEqual([]);
    expect(alternativesOf("skate")).toEqual([]);
  });
});

describe("searchListings in Hindi and Hinglish", () => {
  beforeEach(async () => {
    await resetDatabase(database);
    const db = database.db;
    await insertSeller(db);
    await insertListing(db, { title: "Honda Activa scooty", category: "bikes" });
    await insertListing(db, { title: "Redmi mobile, 6 GB RAM", category: "mobiles" });
    await insertListing(db, { title: "होंडा एक्टिवा स्कूटर बेचना है", category: "bikes" });
    await insertListing(db, { title: "Maruti Swift 2018", category: "cars", subcategory: "hatchbacks" });
    await insertListing(db, { title: "Skate board", category: "sports-hobbies" });
  });

  it("finds a scooty by scooty, scooter, स्कूटी and स्कूटर, in either script", async () => {
    const scooters = ["Honda Activa scooty", "होंडा एक्टिवा स्कूटर बेचना है"];
    for (const q of ["scooty", "scooter", "स्कूटी", "स्कूटर", "स्कूटी होंडा"]) {
      expect(await titles(q), q).toEqual(scooters);
    }
  });

  it("finds a mobile by phone, फ़ोन and मोबाइल, and a car by gaadi", async () => {
    for (const q of ["phone", "फ़ोन", "फोन", "मोबाइल", "redmi phone"]) {
      expect(await titles(q), q).toEqual(["Redmi mobile, 6 GB RAM"]);
    }
    expect(await titles("gaadi")).toEqual(["Maruti Swift 2018"]);
  });

  it("asks once for words of one group: mobile phone is one condition, not the same one twice", async () => {
    const query = await prefixTsQuery({ db: database.db }, "mobile phone");
    expect(query.match(/'smartphon'/g)).toHaveLength(1);
    expect(await titles("mobile phone")).toEqual(["Redmi mobile, 6 GB RAM"]);
    expect(await titles("फ़ोन mobile redmi")).toEqual(["Redmi mobile, 6 GB RAM"]);
  });

  it("finds an ad written in Devanagari by its words typed in Latin letters", async () => {
    // होंडा एक्टिवा is indexed with its Latin form too (listings.search_latin).
    expect(await titles("honda")).toEqual(["Honda Activa scooty", "होंडा एक्टिवा स्कूटर बेचना है"]);
    expect(await titles("ektiva")).toEqual(["होंडा एक्टिवा स्कूटर बेचना है"]);
  });

  it("corrects a misspelt Devanagari word and says so", async () => {
    // एक्टिवा (with a virama and vowel signs) is one of the words typo correction knows (migration 0020).
    const result = await searchListings({ db: database.db }, { q: "एक्टवा" });
    expect(result.correctedQuery).toBe("एक्टिवा");
    expect(result.listings.map((l) => l.title)).toEqual(["होंडा एक्टिवा स्कूटर बेचना है"]);
  });

  it("keeps excluded words and phrases as typed", async () => {
    expect(await titles("phone -redmi")).toEqual([]);
    expect(await titles('"activa scooty"')).toEqual(["Honda Activa scooty"]);
  });
});
