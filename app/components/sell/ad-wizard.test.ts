import { describe, expect, it } from "vitest";
import { type AdDraft, draftFields, draftFromForm, EMPTY_DRAFT, parseStoredDraft } from "./ad-draft";
import { allErrors, applyIntent, intentValue, movePhoto, parseIntent, type WizardIntent } from "./ad-wizard";

const ctx = { cities: [{ name: "Pune", state: "Maharashtra" }] };
const key = (n: number) => `listings/0b3c2a3e-1111-4222-8333-${String(n).padStart(12, "0")}`;
const ready: AdDraft = {
  ...EMPTY_DRAFT,
  category: "mobiles",
  subcategory: "mobile-phones",
  title: "iPhone 13",
  description: "Like new.",
  condition: "like_new",
  attributes: { brand: "Apple" },
  price: "38,500",
  photos: [{ id: key(1), storageKey: key(1) }],
  city: "pune",
  sellerName: "Asha",
  sellerPhone: "98765 43210",
};
const press = (draft: AdDraft, intent: WizardIntent) => applyIntent(draft, intent, ctx);

describe("the post flow (spec section 4)", () => {
  it("goes category, subcategory, then steps 0 to 5; Back on step 0 clears the category", () => {
    let draft = press(EMPTY_DRAFT, { type: "category", slug: "mobiles" }).draft;
    expect(draft).toMatchObject({ category: "mobiles", subcategory: "", step: 0 });
    expect(press(draft, { type: "back" }).draft.category).toBe("");
    draft = press(draft, { type: "subcategory", slug: "mobile-phones" }).draft;
    expect(press(draft, { type: "back" }).draft).toMatchObject({ category: "", subcategory: "" });

    draft = { ...ready, step: 0 };
    for (let step = 1; step <= 5; step++) {
      const result = press(draft, { type: "next" });
      expect(result.errors).toEqual({});
      draft = result.draft;
      expect(draft.step).toBe(step);
    }
    expect(draft.city).toBe("Pune");
    expect(press(draft, { type: "next" }).draft.step).toBe(5);
    expect(press(draft, { type: "back" }).draft.step).toBe(4);
    expect(press(draft, { type: "goto", step: 2 }).draft.step).toBe(2);
    expect(press({ ...draft, step: 1 }, { type: "goto", step: 4 }).draft.step).toBe(1);
  });

  it("stays on a step with its messages; a photo still uploading counts for Next", () => {
    expect(press({ ...ready, step: 0, title: "" }, { type: "next" })).toMatchObject({
      draft: { step: 0 },
      errors: { title: "Title is required." },
    });
    expect(press({ ...ready, step: 2, photos: [] }, { type: "next" }).errors).toEqual({
      photos: "Please upload at least one photo.",
    });
    expect(press({ ...ready, step: 2, photos: [{ id: "local" }] }, { type: "next" }).draft.step).toBe(3);
    expect(press({ ...ready, step: 3, city: "Atlantis" }, { type: "next" }).errors).toEqual({
      city: "Choose a city from the list.",
    });
    expect(allErrors({ ...ready, price: "" }, ctx)).toEqual({
      errors: { price: "Price is required." },
      firstStep: 1,
    });
  });

  it("moves, promotes and removes photos", () => {
    const photos = [1, 2, 3].map((n) => ({ id: String(n) }));
    const ids = (list: { id: string }[]) => list.map((p) => p.id).join("");
    expect(ids(movePhoto(photos, "2", "left"))).toBe("213");
    expect(ids(movePhoto(photos, "1", "left"))).toBe("123");
    expect(ids(movePhoto(photos, "2", "right"))).toBe("132");
    expect(ids(movePhoto(photos, "3", "right"))).toBe("123");
    expect(ids(movePhoto(photos, "3", "cover"))).toBe("312");
    expect(ids(movePhoto(photos, "2", "remove"))).toBe("13");
  });

  it("names each button's intent and reads it back, ignoring anything else", () => {
    const intents: WizardIntent[] = [
      { type: "category", slug: "cars" },
      { type: "photo", move: "cover", id: key(3) },
      { type: "goto", step: 2 },
      { type: "next" },
    ];
    for (const intent of intents) expect(parseIntent(intentValue(intent))).toEqual(intent);
    expect(parseIntent("drop-tables")).toBeNull();
    expect(parseIntent("next:now")).toBeNull();
    expect(parseIntent(undefined)).toBeNull();
  });
});

describe("the draft", () => {
  it("travels through form fields without a loss", () => {
    const draft = { ...ready, negotiable: true, showPhone: true, step: 3 };
    const form = new FormData();
    for (const [name, value] of draftFields(draft)) form.append(name, value);
    expect(draftFromForm(form)).toEqual(draft);
  });

  it("is read back from storage defensively", () => {
    expect(parseStoredDraft(JSON.stringify(ready))).toEqual(ready);
    expect(parseStoredDraft("{not json")).toBeNull();
    expect(
      parseStoredDraft(JSON.stringify({ step: 99, photos: [{}, { id: 3 }], attributes: { brand: 7 } })),
    ).toEqual({
      ...EMPTY_DRAFT,
      step: 5,
    });
  });
});
