import { describe, expect, it } from "vitest";
import { refusedChangeMessage } from "~/domain/listings/listing-lifecycle";
import { dailyLimitMessage } from "~/domain/listings/posting-allowance.server";
import { AppError } from "~/domain/shared/app-error";
import { message, renderFields, renderText } from "./render-text";

describe("renderText", () => {
  it("says a message in the language asked, its inputs too", () => {
    expect(renderText(message("server_listings_not_found"), "en")).toBe("Listing not found.");
    expect(renderText(message("server_listings_not_found"), "hi")).toMatch(/[\u0900-\u097F]/);
    const refusal = refusedChangeMessage("sold", "reserved");
    expect(renderText(refusal, "en")).toBe("You cannot change a sold ad to reserved.");
    expect(renderText(refusedChangeMessage("active", "inactive"), "en")).toBe(
      "You cannot change an active ad to inactive.",
    );
    expect(renderText(refusal, "hi")).toBe("आप विज्ञापन का स्टेटस “बिका हुआ” से “रिज़र्व्ड” नहीं कर सकते।");
    expect(renderText(dailyLimitMessage({ limit: 10, nextAt: null }), "hi")).toContain(
      "10 विज्ञापन पोस्ट किए हैं",
    );
    expect(renderText(dailyLimitMessage({ limit: 10, nextAt: null }), "hi")).toContain("कल के बाद");
  });

  it("still puts a schema's English text in Hindi (until schemas carry keys)", () => {
    expect(renderText("Description is required.", "hi")).toBe("विवरण ज़रूरी है।");
    expect(
      renderFields({ title: "Title is required.", price: message("server_listings_price_required") }, "en"),
    ).toEqual({ title: "Title is required.", price: "Price is required." });
  });
});

describe("AppError", () => {
  it("keeps its code and its meaning, with the English as its message", () => {
    const err = new AppError("RATE_LIMITED", "server_rate_seconds", { count: 5 }, { retryAfterSeconds: 5 });
    expect(err.code).toBe("RATE_LIMITED");
    expect(err.message).toBe("Too many attempts, try again in 5 seconds.");
    expect(renderText(err.text, "hi")).toBe("बहुत ज़्यादा कोशिशें हुईं, 5 सेकंड बाद फिर से कोशिश करें।");
    expect(err.retryAfterSeconds).toBe(5);
  });

  it("puts its message under the field it names", () => {
    const err = new AppError("PAYLOAD_TOO_LARGE", "server_listings_file_too_large", undefined, {
      field: "photo",
    });
    expect(renderFields(err.fields, "en")).toEqual({ photo: err.message });
  });
});
