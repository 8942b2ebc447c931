import { describe, expect, it } from "vitest";
import { ContactMessageSchema } from "~/domain/contact/contact-schemas";
import { PostAdSchema } from "~/domain/listings/listing-schemas";
import { NO_DEAL_MESSAGE } from "~/domain/ratings/rating-limits";
import { localizeTextIn, localizeText as page } from "./domain-text";

const localizeText = localizeTextIn;

const errorsOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe("localizeText", () => {
  it("gives a domain refusal in Hindi and leaves it in English for English", () => {
    expect(localizeText("Please enter your phone number.", "hi")).toBe("कृपया अपना फ़ोन नंबर डालें।");
    expect(localizeText(NO_DEAL_MESSAGE, "hi")).toMatch(/^सौदा होने के बाद/);
    expect(localizeText("Please enter your phone number.", "en")).toBe("Please enter your phone number.");
  });

  it("translates every message of the ad form's schema, the numbers and the field names inside too", () => {
    const messages = errorsOf(
      PostAdSchema.safeParse({ category: "cars", subcategory: "cars", title: "x".repeat(101), price: "-5" }),
    );
    expect(messages).toContain("Title must be at most 100 characters.");
    for (const message of messages) {
      const hindi = localizeText(message, "hi");
      expect(hindi, message).not.toBe(message);
      expect(hindi, message).toMatch(/[\u0900-\u097F]/);
    }
    expect(localizeText("Title must be at most 100 characters.", "hi")).toBe(
      "शीर्षक में अधिकतम 100 अक्षर हो सकते हैं।",
    );
    expect(localizeText("Price must be at most 9999999999.", "hi")).toBe("कीमत की अधिकतम सीमा 9999999999 है।");
    expect(localizeText("Description is required.", "hi")).toBe("विवरण ज़रूरी है।");
  });

  it("translates the contact form's messages", () => {
    for (const message of errorsOf(ContactMessageSchema.safeParse({ email: "nope" }))) {
      expect(localizeText(message, "hi"), message).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("reads texts built with numbers, dates and statuses", () => {
    expect(localizeText("Too many attempts, try again in 5 minutes.", "hi")).toBe(
      "बहुत ज़्यादा कोशिशें हुईं, 5 मिनट बाद फिर से कोशिश करें।",
    );
    expect(localizeText("“Red bicycle” is now on Mandi for 30 days.", "hi")).toBe(
      "“Red bicycle” अब 30 दिनों के लिए Mandi पर है।",
    );
    expect(
      localizeText(
        "Your account is suspended until 3 December 2026: spam. If you think this is a mistake, write to us from the Contact page.",
        "hi",
      ),
    ).toBe(
      "आपका अकाउंट 3 December 2026 तक निलंबित है: spam। अगर आपको लगता है कि यह गलती है, तो संपर्क पेज से हमें लिखें।",
    );
  });

  it("speaks the page's language when given no locale, and can be mapped over a list", () => {
    expect(["Choose a category.", "Unknown text"].map(page)).toEqual(["Choose a category.", "Unknown text"]);
  });

  it("leaves what it does not know as it is", () => {
    expect(localizeText("Bajaj Pulsar 150, well kept", "hi")).toBe("Bajaj Pulsar 150, well kept");
    expect(localizeText("", "hi")).toBe("");
  });
});
