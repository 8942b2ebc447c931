import type { SampleListingSeed } from "./sample-types";

export const electronicsListings: SampleListingSeed[] = [
  {
    title: "iPhone 13 128GB Midnight, like new, 91% battery",
    description: `iPhone 13, 128 GB, Midnight colour. Bought from the Apple Store in December 2022.

- Battery health 91%, Face ID and all cameras work perfectly
- Always used with a tempered glass and case, no scratches or dents
- Original box, bill and unused USB-C to Lightning cable included

Meet at Kukatpally or KPHB metro station only.`,
    price: 42000,
    negotiable: false,
    category: "Mobiles",
    subcategory: "Mobile Phones",
    condition: "like_new",
    attributes: { brand: "Apple", model: "iPhone 13", storage: "128 GB", color: "Midnight" },
    featured: true,
    showPhone: false,
    rating: 4.7,
    reviewsCount: 23,
    viewsCount: 3120,
    favoritesCount: 118,
    city: "Hyderabad",
    locality: "Kukatpally",
    pincode: "500072",
    lat: 17.4948,
    lng: 78.3996,
    postedHoursAgo: 14,
    photos: ["phone-front.jpg", "phone-back.jpg"],
  },
  {
    title: 'Sony Bravia 55" 4K Ultra HD smart Android TV',
    description: `Sony Bravia KD-55X80J, 55 inch 4K HDR Google TV, bought in 2022.
Picture and sound are excellent, no dead pixels. Remote with voice search, wall mount and table stand included.
Selling because we moved to a smaller flat. Original bill available, warranty over.`,
    price: 38000,
    negotiable: true,
    category: "Electronics & Appliances",
    subcategory: "TVs, Video - Audio",
    condition: "used",
    attributes: { brand: "Sony", screenSize: "55 inch" },
    featured: false,
    showPhone: true,
    rating: 4.1,
    reviewsCount: 5,
    viewsCount: 780,
    favoritesCount: 19,
    city: "Kolkata",
    locality: "Salt Lake Sector V",
    pincode: "700091",
    lat: 22.5735,
    lng: 88.4331,
    postedHoursAgo: 6 * 24 + 8,
    photos: ["tv-living-room.jpg"],
  },
  {
    title: "Dell Inspiron 15 laptop, i5 11th gen, 16GB RAM, 512GB SSD",
    description: `Refurbished Dell Inspiron 15 3511, checked and cleaned by our service centre.

Intel Core i5-1135G7, 16 GB RAM, 512 GB NVMe SSD, 15.6" Full HD screen.
Windows 11 Home activated, MS Office installed. Battery backup around 4 hours.
New keyboard and charger. 6 months shop warranty with GST bill.`,
    price: 34000,
    negotiable: false,
    category: "Electronics & Appliances",
    subcategory: "Computers & Laptops",
    condition: "refurbished",
    attributes: { brand: "Dell", model: "Inspiron 15 3511" },
    featured: false,
    showPhone: true,
    rating: 4.4,
    reviewsCount: 31,
    viewsCount: 1420,
    favoritesCount: 37,
    city: "Ahmedabad",
    locality: "Navrangpura",
    pincode: "380009",
    lat: 23.0365,
    lng: 72.5611,
    postedHoursAgo: 3 * 24 + 20,
    photos: ["laptop-open.jpg", "laptop-keyboard.jpg"],
  },
  {
    title: "LG 7 kg front load washing machine, inverter, 2021",
    description: `LG FHM1207ZDL 7 kg fully automatic front load with inverter direct drive.
Works perfectly, 6 wash programmes, in-built heater. Drum and gasket cleaned last month.
Buyer to arrange pickup from the 2nd floor (lift available).`,
    price: 16500,
    negotiable: true,
    category: "Electronics & Appliances",
    subcategory: "Washing Machines",
    condition: "used",
    attributes: { brand: "LG", capacity: "7 kg" },
    featured: false,
    showPhone: false,
    rating: 0,
    reviewsCount: 0,
    viewsCount: 205,
    favoritesCount: 4,
    city: "Jaipur",
    locality: "Malviya Nagar",
    pincode: "302017",
    lat: 26.8549,
    lng: 75.8243,
    postedHoursAgo: 12 * 24 + 5,
    photos: ["washing-machine.jpg"],
  },
];
