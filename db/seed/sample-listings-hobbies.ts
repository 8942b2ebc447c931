import type { SampleListingSeed } from "./sample-types";

export const hobbyListings: SampleListingSeed[] = [
  {
    title: "UPSC prelims and mains book set: Laxmikanth, Spectrum, NCERTs",
    description: `Complete set for UPSC CSE preparation, used for one attempt.

- M. Laxmikanth, Indian Polity (6th edition)
- Spectrum, A Brief History of Modern India
- Ramesh Singh, Indian Economy
- G. C. Leong, Certificate Physical and Human Geography
- Old and new NCERTs, Class 6 to 12 (history, geography, polity, economics)

Some underlining in pencil, no torn pages. Pickup from Vaishali Nagar.`,
    price: 2200,
    negotiable: true,
    category: "Books",
    subcategory: "Competitive Exam Books",
    condition: "used",
    attributes: { language: "English" },
    featured: false,
    showPhone: false,
    rating: 4.4,
    reviewsCount: 8,
    viewsCount: 450,
    favoritesCount: 26,
    city: "Jaipur",
    locality: "Vaishali Nagar",
    pincode: "302021",
    lat: 26.9117,
    lng: 75.743,
    postedHoursAgo: 8 * 24 + 13,
    photos: ["books-stack.jpg"],
  },
  {
    title: "Yamaha F310 acoustic guitar with bag and capo",
    description: `Yamaha F310 in natural finish, about a year old, played at home only.
Recently restrung with D'Addario strings, action set low, no cracks or dents.
Comes with a padded gig bag, capo, strap and 5 picks.`,
    price: 6500,
    negotiable: true,
    category: "Sports & Hobbies",
    subcategory: "Musical Instruments",
    condition: "like_new",
    attributes: { brand: "Yamaha", model: "F310" },
    featured: false,
    showPhone: false,
    rating: 4.6,
    reviewsCount: 4,
    viewsCount: 520,
    favoritesCount: 31,
    city: "Kolkata",
    locality: "Gariahat",
    pincode: "700019",
    lat: 22.5186,
    lng: 88.3659,
    postedHoursAgo: 19 * 24 + 6,
    photos: ["guitar-acoustic.jpg", "guitar-detail.jpg"],
  },
  {
    title: "SS Kashmir willow cricket kit, full size, with kit bag",
    description: `Full cricket kit for a senior player, used for one season of weekend matches.

Includes: SS Kashmir willow bat (short handle, knocked in), batting pads, gloves, thigh guard, abdominal guard, helmet and a wheelie kit bag.
Everything in good condition; helmet grille never hit.`,
    price: 3800,
    negotiable: true,
    category: "Sports & Hobbies",
    subcategory: "Sports Equipment",
    condition: "used",
    attributes: { brand: "SS" },
    featured: false,
    showPhone: true,
    rating: 0,
    reviewsCount: 0,
    viewsCount: 140,
    favoritesCount: 5,
    city: "Chennai",
    locality: "Velachery",
    pincode: "600042",
    lat: 12.9815,
    lng: 80.218,
    postedHoursAgo: 24 * 24 + 2,
    photos: ["cricket-kit.jpg"],
  },
];
