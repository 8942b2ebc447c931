import type { SampleListingSeed } from "./sample-types";

export const propertyAndJobListings: SampleListingSeed[] = [
  {
    title: "2 BHK semi-furnished flat for rent in Whitefield, near ITPL",
    description: `Spacious 2 BHK on the 6th floor of a gated society, 10 minutes' walk from ITPL main road.

- 1,150 sq ft, 2 bathrooms, east-facing balcony
- Semi-furnished: wardrobes, modular kitchen, geysers, lights and fans
- 24x7 security, power backup for lifts and common areas, covered car parking
- Clubhouse with gym and swimming pool

Rent ₹28,000 a month plus ₹3,500 maintenance. Deposit: 3 months. Families and working professionals welcome.
Available from the 1st of next month. Owner listing, no brokerage.`,
    price: 28000,
    negotiable: false,
    category: "Properties",
    subcategory: "For Rent: Houses & Apartments",
    attributes: {
      type: "Apartment",
      bhk: 2,
      bathrooms: 2,
      furnishing: "Semi-furnished",
      areaSqft: 1150,
      listedBy: "Owner",
    },
    featured: true,
    showPhone: true,
    rating: 4.3,
    reviewsCount: 6,
    viewsCount: 1980,
    favoritesCount: 64,
    city: "Bangalore",
    locality: "Whitefield",
    pincode: "560066",
    lat: 12.9698,
    lng: 77.75,
    postedHoursAgo: 20,
    photos: ["apartment-building.jpg", "room-living.jpg", "room-kitchen.jpg"],
  },
  {
    title: "3 BHK apartment for sale in Gachibowli, 1,650 sq ft",
    description: `Ready-to-move 3 BHK in a RERA-approved gated community off the Gachibowli–Miyapur road.

- 1,650 sq ft super built-up, 3 bathrooms, 2 balconies, 9th floor
- Unfurnished, vitrified flooring, modular kitchen fittings
- Two covered parking slots, 100% power backup, clubhouse and children's play area
- 5 minutes to the Financial District, 15 minutes to the ORR

Clear title, bank loan approved by SBI and HDFC. Listed by the owner.`,
    price: 11500000,
    negotiable: true,
    category: "Properties",
    subcategory: "For Sale: Houses & Apartments",
    attributes: {
      type: "Apartment",
      bhk: 3,
      bathrooms: 3,
      furnishing: "Unfurnished",
      areaSqft: 1650,
      listedBy: "Owner",
    },
    featured: false,
    showPhone: false,
    rating: 4.0,
    reviewsCount: 2,
    viewsCount: 870,
    favoritesCount: 29,
    city: "Hyderabad",
    locality: "Gachibowli",
    pincode: "500032",
    lat: 17.4401,
    lng: 78.3489,
    postedHoursAgo: 10 * 24 + 7,
    photos: ["apartment-tower.jpg", "room-bedroom.jpg"],
  },
  {
    title: "Delivery executive needed in South Delhi, own two-wheeler",
    description: `We are hiring delivery executives for grocery and parcel deliveries around Lajpat Nagar, Defence Colony and Greater Kailash.

Salary: ₹18,000 to ₹25,000 a month, plus incentives per delivery and fuel allowance.
Shift: 9 hours, morning or evening, 6 days a week.

Requirements:
- Own two-wheeler with a valid driving licence and RC
- Android smartphone
- Basic knowledge of South Delhi roads

Walk-in interview Monday to Saturday, 10 am to 4 pm. Bring your Aadhaar, PAN and driving licence.`,
    price: 18000,
    negotiable: false,
    category: "Jobs",
    subcategory: "Delivery & Collection",
    attributes: {
      salaryPeriod: "Monthly",
      salaryFrom: 18000,
      salaryTo: 25000,
      positionType: "Full-time",
    },
    featured: false,
    showPhone: true,
    rating: 0,
    reviewsCount: 0,
    viewsCount: 1320,
    favoritesCount: 22,
    city: "Delhi",
    locality: "Lajpat Nagar",
    pincode: "110024",
    lat: 28.5677,
    lng: 77.2433,
    postedHoursAgo: 2 * 24 + 15,
    photos: ["delivery-scooter.jpg"],
  },
  {
    title: "Packers and movers: home shifting in Chennai and intercity",
    description: `Household shifting within Chennai and to Bangalore, Hyderabad, Coimbatore and other cities.

- Packing with bubble wrap, corrugated sheets and wooden crates for fragile items
- Closed container trucks, trained loading team, unpacking at the new home
- Transit insurance available, GST invoice provided

Free survey at your home; the price depends on the volume and the distance. Call or chat for a quote.`,
    price: null,
    priceText: "On request",
    negotiable: false,
    category: "Services",
    subcategory: "Packers & Movers",
    attributes: { serviceArea: "Chennai and intercity" },
    featured: false,
    showPhone: true,
    rating: 3.6,
    reviewsCount: 14,
    viewsCount: 610,
    favoritesCount: 9,
    city: "Chennai",
    locality: "Anna Nagar",
    pincode: "600040",
    lat: 13.085,
    lng: 80.2101,
    postedHoursAgo: 14 * 24 + 3,
    photos: ["moving-truck.jpg"],
  },
];
