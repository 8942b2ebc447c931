export interface BlogPostSeed {
  slug: string;
  title: string;
  author: string;
  category: string;
  /** ISO date. */
  publishedOn: string;
  excerpt: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
}

/** Covers are drawn by scripts/generate-sample-photos.ts into public/images/blog/<slug>.webp. */
export const blogImage = (slug: string) => `/images/blog/${slug}.webp`;

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: "safe-deals-buying-selling-online",
    title: "Seven habits for safe deals when you buy or sell online",
    author: "Priya Raghavan",
    category: "Safety",
    publishedOn: "2025-06-18",
    excerpt:
      "Most deals on Mandi go smoothly. These seven habits, from meeting in public to never sharing an OTP, keep the rare bad one away from you.",
    body: `Every day thousands of phones, bikes and sofas change hands on Mandi without a hitch. The few deals that go wrong tend to follow the same script, and a handful of habits is enough to stay out of it.

Meet in a busy public place during daylight: a metro station, a mall entrance or the lobby of your housing society. For a car or a bike, ask a friend to come along and meet near a service centre where you can get it checked.

See before you pay. Inspect the item, switch it on, check the IMEI of a phone against its box and bill, and for vehicles match the registration certificate with the seller's ID. Pay only after the item is in your hands.

Never pay an advance to "reserve" an item you have not seen, and never share an OTP. A common trick asks a seller to scan a QR code or enter a UPI PIN "to receive money". Receiving money never needs your PIN.

Keep the conversation on Mandi chat until you are ready to meet. It gives you a record, and lets our team act on a report quickly. Be wary of buyers who insist on moving to another app at once.

If a price looks too good to be true, it usually is. A brand-new iPhone at half price or a 2 BHK in a prime locality at a third of the going rent is a red flag.

Finally, report anything suspicious from the ad page. Reports go to our Trust & Safety team, who review them every day and remove fake ads and accounts.`,
  },
  {
    slug: "sell-your-used-car-faster",
    title: "How to sell your used car faster, and for a fair price",
    author: "Arjun Malhotra",
    category: "Selling tips",
    publishedOn: "2025-05-27",
    excerpt:
      "Clean papers, honest photos and a price that matches the market: what buyers look for in a used car ad, and how to answer them before they ask.",
    body: `Buyers scrolling through used cars decide in seconds which ad to open. A clear title, good photos and a sensible price are what earn the click, and complete papers are what close the deal.

Start with the paperwork. Keep the registration certificate, valid insurance, the latest pollution certificate and service records ready. If the car is still on a loan, get the NOC from your bank before you list it: buyers walk away from pending hypothecation.

Price it against the market, not against what you paid. Search Mandi for the same model, year and fuel type in your city and note where the ads with the fewest kilometres sit. Leave a small margin for negotiation and say whether the price is negotiable.

Clean the car inside and out and take photos in soft daylight: front three-quarter, rear, both sides, the dashboard with the odometer, the rear seats and the boot. Photos of the tyres and the engine bay answer questions before they are asked.

Write a title buyers search for, such as "Maruti Suzuki Swift VXI 2019, petrol, 42,000 km, single owner", and use the description for what photos cannot show: service history, new tyres or battery, accident-free, reason for selling.

Reply quickly, offer a test drive with your licence in hand, and meet at a service centre if the buyer wants an inspection. Once the money is in your account, sign Form 29 and 30 together and mark the ad as sold.`,
  },
  {
    slug: "renting-your-first-flat-checklist",
    title: "Renting your first flat in a new city: a checklist",
    author: "Sneha Kulkarni",
    category: "Property",
    publishedOn: "2025-04-09",
    excerpt:
      "Moving to Bangalore, Pune or Hyderabad for work? What to check before you pay a deposit, from the rent agreement to the water supply.",
    body: `Moving cities for a new job is exciting, and finding a flat is usually the most stressful part of it. This checklist covers what to look at before you hand over a deposit.

Fix your budget first. Rent is only part of the cost: add the maintenance charge, electricity, water, internet and, in many cities, a security deposit of two to six months' rent. Ask upfront how much of the deposit is refundable and in how many days.

Shortlist by commute, not just by rent. Search Mandi for your budget in two or three localities near your office and check travel time at peak hours. A slightly higher rent often pays for itself in time saved.

Visit in person, ideally twice: once in the day and once in the evening. Check water pressure in every tap, mobile signal in each room, power backup, parking, and whether the building has a lift and a guard. Ask neighbours about water supply in summer.

Read the rent agreement before you sign it. It should state the rent, the deposit, the notice period, the lock-in period, yearly increase and who pays for repairs. Register it or at least get it on stamp paper, and keep a copy.

Note the condition of the flat with dated photos on move-in day: walls, fittings, appliances and furniture. They settle most arguments about the deposit when you leave.

Never transfer a token amount before you have seen the flat and met the owner or an authorised agent. Listings that ask for money first are the most common rental scam.`,
  },
];
