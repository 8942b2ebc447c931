import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/db/seed/categories";
import { slugify } from "~/db/seed/slugify";
import { categoryFields } from "./category-fields";
import { type FieldErrors, fieldErrors, PostAdSchema, validateAd, validateAdStep } from "./listing-schemas";

const car = {
  category: "cars",
  subcategory: "sedans",
  title: " Honda City ",
  description: "Well kept.",
  condition: "used",
  attributes: {
    brand: "Honda",
    model: "City",
    year: "2019",
    fuel: "Petrol",
    transmission: "Manual",
    kmDriven: "42,000",
    owners: "2",
    colour: "red",
  },
  price: "5,45,000.50",
  photos: ["listings/0b3c2a3e-1111-4222-8333-444455556666"],
  city: "Pune",
  sellerName: "Asha",
  sellerPhone: "098765 43210",
  showPhone: "on",
};

const parse = (input: unknown) => {
  const result = PostAdSchema.safeParse(input);
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error);
  return { data: result.success ? result.data : undefined, errors };
};

describe("PostAdSchema", () => {
  it("takes form text and JSON alike, keeping numbers as numbers and the phone in E.164", () => {
    const { data } = parse(car);
    expect(data).toMatchObject({
      title: "Honda City",
      price: 545000.5,
      condition: "used",
      sellerPhone: "+919876543210",
      showPhone: true,
      negotiable: false,
      locality: null,
      pincode: null,
      attributes: { brand: "Honda", year: 2019, kmDriven: 42000, owners: 2, fuel: "Petrol" },
    });
    expect(data?.attributes).not.toHaveProperty("colour");
    expect(
      parse({ ...car, price: 545000, attributes: { ...car.attributes, year: 2019 }, showPhone: true }).data
        ?.price,
    ).toBe(545000);
  });

  it("reports every field at once, the category's own included", () => {
    const { errors } = parse({
      ...car,
      title: "",
      price: "-1",
      condition: "mint",
      attributes: { year: "1900", fuel: "Steam" },
    });
    expect(errors).toEqual({
      title: "Title is required.",
      price: "Price cannot be negative.",
      condition: "Please choose the condition.",
      "attributes.year": "Year must be at least 1950.",
      "attributes.fuel": "Please choose the fuel.",
    });
  });

  it("posts in every category and subcategory with only the fields spec section 5 requires", () => {
    for (const category of CATEGORIES) {
      for (const [name] of category.subcategories) {
        const slug = { category: slugify(category.name), subcategory: slugify(name) };
        const job = slug.category === "jobs";
        const minimal = {
          ...slug,
          title: "A title",
          description: "A description",
          // A job's price is its salary (the Price step asks for it).
          ...(job ? { attributes: { salaryFrom: "15000" } } : { price: "0" }),
          photos: car.photos,
          city: "Pune",
          sellerName: "Asha",
          sellerPhone: "9876543210",
        };
        expect(parse(minimal).errors, `${slug.category}/${slug.subcategory}`).toEqual({});
        expect(validateAdStep(0, { ...slug, title: "A title", description: "A description" })).toEqual({});
      }
    }
  });

  it("makes a job's lower salary its price and asks no condition of it", () => {
    const { data } = parse({
      ...car,
      category: "jobs",
      subcategory: "driver",
      condition: "",
      price: "",
      attributes: { positionType: "Part-time", salaryPeriod: "Daily", salaryFrom: "800", salaryTo: "" },
    });
    expect(data).toMatchObject({
      price: 800,
      condition: null,
      attributes: { positionType: "Part-time", salaryFrom: 800 },
    });
    expect(data?.attributes).not.toHaveProperty("salaryTo");
  });

  it("asks only the fields that fit the subcategory", () => {
    const keys = (category: string, sub: string) => categoryFields(category, sub).map((f) => f.key);
    expect(keys("cars", "spare-parts-accessories")).toEqual(["brand"]);
    expect(keys("bikes", "bicycles")).toEqual(["brand", "year"]);
    expect(keys("properties", "lands-plots")).toEqual(["type", "areaSqft", "listedBy"]);
    expect(keys("properties", "for-sale-houses-apartments")).toContain("bhk");
    expect(keys("furniture", "sofa-dining")).toEqual([]);
  });

  it("refuses photo keys that are not storage keys, duplicates and more than 12", () => {
    const key = (n: number) => `listings/0b3c2a3e-1111-4222-8333-${String(n).padStart(12, "0")}`;
    expect(Object.values(parse({ ...car, photos: ["../../etc/passwd"] }).errors)).toEqual([
      "This photo is not valid. Please upload it again.",
    ]);
    expect(parse({ ...car, photos: [key(1), key(1)] }).errors.photos).toBe(
      "Each photo can be added only once.",
    );
    expect(parse({ ...car, photos: Array.from({ length: 13 }, (_, i) => key(i)) }).errors.photos).toBe(
      "You can add up to 12 photos.",
    );
  });
});

describe("the Next button of each step (spec section 5)", () => {
  const empty = { category: "cars", subcategory: "sedans" };
  it.each([
    [0, { title: "Title is required.", description: "Description is required." }],
    [1, { price: "Price is required." }],
    [2, { photos: "Please upload at least one photo." }],
    [3, { city: "Location is required." }],
    [4, { sellerName: "Name is required.", sellerPhone: "Phone is required." }],
    [5, {}],
  ])("step %i", (step, messages) => {
    expect(validateAdStep(step, { ...empty, title: "  ", price: " " })).toMatchObject(messages);
  });

  it("finds the first step that is not done", () => {
    const { firstStep, errors } = validateAd({ ...car, city: "" });
    expect(firstStep).toBe(3);
    expect(errors).toEqual({ city: "Location is required." });
    expect(validateAd(car).firstStep).toBe(-1);
  });
});
