import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ListingDetailView } from "~/domain/listings/listing-views";
import { runInLocale } from "~/server/locale";
import { ListingFacts } from "./listing-facts";

const listing = { condition: "like_new", attributes: {}, negotiable: false } as unknown as ListingDetailView;

describe("ListingFacts", () => {
  it("names the condition in the reader's language, from the catalogue", () => {
    expect(runInLocale("en", () => renderToStaticMarkup(<ListingFacts listing={listing} />))).toContain(
      "Like new",
    );
    expect(runInLocale("hi", () => renderToStaticMarkup(<ListingFacts listing={listing} />))).toContain(
      "नये जैसा",
    );
  });
});
