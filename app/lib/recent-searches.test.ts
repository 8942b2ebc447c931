import { describe, expect, it } from "vitest";
import { addRecentSearch, parseRecentSearches, searchHref } from "./recent-searches";

describe("recent searches", () => {
  it("puts a new query first", () => {
    expect(addRecentSearch(["sofa"], "bike")).toEqual(["bike", "sofa"]);
  });

  it("ignores blank and whitespace-only queries", () => {
    expect(addRecentSearch(["sofa"], "")).toEqual(["sofa"]);
    expect(addRecentSearch(["sofa"], "   \t ")).toEqual(["sofa"]);
  });

  it("removes duplicates ignoring case and moves the query to the front", () => {
    expect(addRecentSearch(["sofa", "iPhone 14", "bike"], "IPHONE 14")).toEqual([
      "IPHONE 14",
      "sofa",
      "bike",
    ]);
    expect(addRecentSearch(["sofa"], "  sofa  ")).toEqual(["sofa"]);
  });

  it("keeps at most 5", () => {
    let list: string[] = [];
    for (const q of ["a", "b", "c", "d", "e", "f"]) list = addRecentSearch(list, q);
    expect(list).toEqual(["f", "e", "d", "c", "b"]);
  });

  it("parses stored lists defensively", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["car", 3, "Car", "a", "b", "c", "d", "e"]')).toEqual([
      "car",
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("builds the search URL", () => {
    expect(searchHref(" leather  sofa ")).toBe("/products?q=leather%20sofa");
  });
});
