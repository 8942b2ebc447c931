import type { SampleListingSeed } from "./sample-types";

export const vehicleListings: SampleListingSeed[] = [
  {
    title: "Maruti Suzuki Swift VXI 2019, petrol, single owner",
    description: `Well maintained Swift VXI in Solid Fire Red, driven mostly on weekends.

- 42,000 km, all services at the Maruti authorised workshop (records available)
- New tyres at 38,000 km, battery changed last year
- Insurance valid till March, PUC done
- No accidents, original paint on most panels

Reason for selling: upgrading to a bigger car. Test drive possible near Andheri station on weekends.`,
    price: 545000,
    negotiable: true,
    category: "Cars",
    subcategory: "Hatchbacks",
    condition: "used",
    attributes: {
      brand: "Maruti Suzuki",
      model: "Swift VXI",
      year: 2019,
      fuel: "Petrol",
      transmission: "Manual",
      kmDriven: 42000,
      owners: 1,
    },
    featured: true,
    showPhone: true,
    rating: 4.6,
    reviewsCount: 12,
    viewsCount: 1840,
    favoritesCount: 46,
    city: "Mumbai",
    locality: "Andheri West",
    pincode: "400058",
    lat: 19.1364,
    lng: 72.8296,
    postedHoursAgo: 30,
    photos: ["car-hatchback-red-side.jpg", "car-hatchback-red-front.jpg", "car-dashboard.jpg"],
  },
  {
    title: "Hyundai Creta SX 1.6 diesel 2018, top model, sunroof",
    description: `Hyundai Creta SX 1.6 CRDi in Polar White, Delhi registration (DL 9C).

Features: electric sunroof, touchscreen with Android Auto, rear camera, cruise control, alloy wheels.
Second owner, 68,000 km, full service history with Hyundai.
Minor scratch on the rear bumper, otherwise spotless. Comprehensive insurance till November.

Loan can be arranged for the buyer. Serious buyers only, please.`,
    price: 975000,
    negotiable: true,
    category: "Cars",
    subcategory: "SUVs",
    condition: "used",
    attributes: {
      brand: "Hyundai",
      model: "Creta SX 1.6 CRDi",
      year: 2018,
      fuel: "Diesel",
      transmission: "Manual",
      kmDriven: 68000,
      owners: 2,
    },
    featured: false,
    showPhone: false,
    rating: 4.2,
    reviewsCount: 7,
    viewsCount: 960,
    favoritesCount: 21,
    city: "Delhi",
    locality: "Dwarka Sector 12",
    pincode: "110075",
    lat: 28.5921,
    lng: 77.046,
    postedHoursAgo: 5 * 24 + 3,
    photos: ["car-suv-white-side.jpg", "car-suv-white-front.jpg"],
  },
  {
    title: "Royal Enfield Classic 350 2021, Redditch Red, 9,800 km",
    description: `Selling my Classic 350 (new J-series engine) as I am relocating abroad.

- 9,800 km only, first owner, Bangalore registration
- Serviced every 5,000 km at the RE showroom, last service in May
- Crash guard, touring seat and mobile holder included
- Both keys, bill and RC with me

Bike is parked in Koramangala 5th Block; come for a look any evening after 7.`,
    price: 165000,
    negotiable: true,
    category: "Bikes",
    subcategory: "Motorcycles",
    condition: "like_new",
    attributes: { brand: "Royal Enfield", model: "Classic 350", year: 2021, kmDriven: 9800 },
    featured: true,
    showPhone: true,
    rating: 4.8,
    reviewsCount: 19,
    viewsCount: 2210,
    favoritesCount: 73,
    city: "Bangalore",
    locality: "Koramangala",
    pincode: "560034",
    lat: 12.9352,
    lng: 77.6245,
    postedHoursAgo: 2 * 24 + 6,
    photos: ["motorcycle-maroon.jpg", "motorcycle-maroon-detail.jpg"],
  },
  {
    title: "Honda Activa 6G 2022, Pearl Siren Blue",
    description: `Honda Activa 6G, single owner, used by my mother for short trips only.
11,200 km, serviced on time at Honda, new battery in January.
Comes with helmet, seat cover and both keys. Insurance valid till August.`,
    price: 68000,
    negotiable: false,
    category: "Bikes",
    subcategory: "Scooters",
    condition: "used",
    attributes: { brand: "Honda", model: "Activa 6G", year: 2022, kmDriven: 11200 },
    featured: false,
    showPhone: false,
    rating: 0,
    reviewsCount: 0,
    viewsCount: 312,
    favoritesCount: 8,
    city: "Pune",
    locality: "Kothrud",
    pincode: "411038",
    lat: 18.5074,
    lng: 73.8077,
    postedHoursAgo: 9 * 24 + 2,
    photos: ["scooter-blue.jpg"],
  },
  {
    title: "Mahindra 575 DI XP Plus tractor 2019, 47 HP",
    description: `Mahindra 575 DI XP Plus, 47 HP, 2019 model, 2,100 hours.
Used on our own 12 acres of cotton and soybean, never given on hire.
Power steering, oil-immersed brakes, new rear tyres (MRF) last season.
Papers complete, hypothecation cleared. Trolley available separately.

Call between 8 am and 8 pm.`,
    price: 535000,
    negotiable: true,
    category: "Agricultural Equipments",
    subcategory: "Tractors",
    condition: "used",
    attributes: { brand: "Mahindra", model: "575 DI XP Plus", year: 2019, hoursUsed: 2100 },
    featured: false,
    showPhone: true,
    rating: 3.9,
    reviewsCount: 4,
    viewsCount: 540,
    favoritesCount: 11,
    city: "Nagpur",
    locality: "Hingna",
    pincode: "441110",
    lat: 21.0905,
    lng: 78.9822,
    postedHoursAgo: 21 * 24 + 4,
    photos: ["tractor-red.jpg", "tractor-red-field.jpg"],
  },
];
