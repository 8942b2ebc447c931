import type { SampleListingSeed } from "./sample-types";

export const homeListings: SampleListingSeed[] = [
  {
    title: "3+2 seater fabric sofa set, grey, 2 years old",
    description: `Five-seater sofa set (3 + 2) in grey fabric with solid wood frame.
Cushions are firm, no stains or tears. Covers are removable and were dry-cleaned last month.
Dimensions: 3-seater 190 x 85 cm, 2-seater 140 x 85 cm.
Pickup from Gomti Nagar; I can help arrange a tempo.`,
    price: 18000,
    negotiable: true,
    category: "Furniture",
    subcategory: "Sofa & Dining",
    condition: "used",
    attributes: { material: "Fabric", seats: 5 },
    featured: false,
    showPhone: true,
    rating: 3.8,
    reviewsCount: 3,
    viewsCount: 430,
    favoritesCount: 15,
    city: "Lucknow",
    locality: "Gomti Nagar",
    pincode: "226010",
    lat: 26.8555,
    lng: 81.0035,
    postedHoursAgo: 4 * 24 + 1,
    photos: ["sofa-grey.jpg", "sofa-grey-room.jpg"],
  },
  {
    title: "Sheesham wood queen size bed with storage",
    description: `Solid sheesham wood queen bed (60 x 78 inch) with hydraulic storage, made by a local carpenter in 2020.
Strong and heavy, polish in good condition. Mattress not included.
Can be dismantled for transport.`,
    price: 14000,
    negotiable: true,
    category: "Furniture",
    subcategory: "Beds & Wardrobes",
    condition: "used",
    attributes: { material: "Sheesham wood", size: "Queen" },
    featured: false,
    showPhone: false,
    rating: 0,
    reviewsCount: 0,
    viewsCount: 160,
    favoritesCount: 3,
    city: "Kanpur",
    locality: "Swaroop Nagar",
    pincode: "208002",
    lat: 26.4826,
    lng: 80.3186,
    postedHoursAgo: 17 * 24 + 9,
    photos: ["bed-wooden.jpg"],
  },
  {
    title: "Banarasi silk saree with zari border, new with tag",
    description: `Pure Banarasi katan silk saree in deep magenta with gold zari buttis and a rich pallu.
Brand new, never worn, with unstitched blouse piece. Bought for a wedding but the colour did not suit me.
Length 6.3 m including blouse piece. Dry clean only.`,
    price: 4500,
    negotiable: false,
    category: "Fashion",
    subcategory: "Women",
    condition: "new",
    attributes: { brand: "Handloom", size: "Free size" },
    featured: false,
    showPhone: false,
    rating: 4.5,
    reviewsCount: 9,
    viewsCount: 690,
    favoritesCount: 52,
    city: "Nagpur",
    locality: "Dharampeth",
    pincode: "440010",
    lat: 21.1395,
    lng: 79.0688,
    postedHoursAgo: 7 * 24 + 11,
    photos: ["saree-folded.jpg", "saree-draped.jpg"],
  },
  {
    title: "Golden Retriever puppies, 50 days old, KCI registered",
    description: `Home-bred Golden Retriever puppies, 2 males and 1 female left.

- 50 days old, first vaccination and deworming done (vet card given)
- KCI registration papers, both parents can be seen at home
- Playful, used to children and other pets

Only to loving families. Visit in Powai by appointment.`,
    price: 25000,
    negotiable: false,
    category: "Pets",
    subcategory: "Dogs",
    attributes: { breed: "Golden Retriever", ageWeeks: 7 },
    featured: true,
    showPhone: true,
    rating: 4.8,
    reviewsCount: 15,
    viewsCount: 2560,
    favoritesCount: 140,
    city: "Mumbai",
    locality: "Powai",
    pincode: "400076",
    lat: 19.1176,
    lng: 72.906,
    postedHoursAgo: 1 * 24 + 4,
    photos: ["dog-golden-sitting.jpg", "dog-golden-closeup.jpg", "dog-golden-pair.jpg"],
  },
];
