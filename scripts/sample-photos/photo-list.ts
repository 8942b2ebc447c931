import { carDashboard, carFront, carSide } from "./cars";
import { sittingDog } from "./dog";
import { cartons, movingTruck, tractor } from "./farm-and-transport";
import { bed, sofa } from "./furniture";
import { laptop, phoneBack, phoneFront, television, washingMachine } from "./gadgets";
import { apartmentBlock, bedroom, kitchen, livingRoom, tree } from "./rooms";
import { photo, place, pottedPlant } from "./scene";
import { booksStack, cricketKit, guitar, sareeDraped, sareeFolded } from "./things";
import { motorcycle, scooter } from "./two-wheelers";

const studio = (sky: readonly [string, string], floor: string, floorY = 560) => ({ sky, floor, floorY });
const warm = studio(["#fdf3e7", "#f1dcc4"], "#d9c3a5");
const cool = studio(["#e8eff6", "#c9d8e6"], "#b5c1cc");
const mint = studio(["#eef8f1", "#d3ecdc"], "#b9d6c3");
const blush = studio(["#fbeff3", "#f0d5df"], "#dcbcc8");
const outdoors = { sky: ["#8ecdf5", "#e3f3fc"] as const, floor: "#a5c47a", floorY: 560 };
const wall = (colour: string, floor: string) => ({ sky: [colour, colour] as const, floor, floorY: 600 });

const swift = place(carSide("#c62828", "hatchback"), 160, 300);
const creta = place(carSide("#f4f5f2", "suv"), 160, 290);
const enfield = place(motorcycle("#7b1e2b"), 110, 175, 1.15);
const ourLaptop = laptop("#4a4f57");
const retriever = place(sittingDog("#d9a54a", "#ecc57a", "#b9822f"), 280, 120);
const silk = "#a0155f";
const flats = `${apartmentBlock(300, 360, 130, "#f3e1c7", 9)}${apartmentBlock(700, 180, 260, "#e6d3b8", 6)}${tree(220, 600)}${tree(880, 600, 0.8)}`;
const towers = `${apartmentBlock(220, 240, 60, "#dfe7ee", 14)}${apartmentBlock(520, 240, 110, "#c9d6e3", 12)}${tree(160, 600)}${tree(820, 600, 0.9)}`;
const guitarStanding = place(guitar("#e2b46b"), 500, 380, 0.78, -18);

/** File name in db/seed/photos → SVG of the picture; db/seed/sample-listings-*.ts names these files. */
export const SAMPLE_PHOTOS: Record<string, () => string> = {
  "car-hatchback-red-side.jpg": () => photo(swift, warm),
  "car-hatchback-red-front.jpg": () => photo(place(carFront("#c62828"), 220, 200), warm),
  "car-dashboard.jpg": () => photo(carDashboard(), { sky: ["#9fd3f5", "#e9f6ff"] }),
  "car-suv-white-side.jpg": () => photo(creta, cool),
  "car-suv-white-front.jpg": () => photo(place(carFront("#f4f5f2", true), 220, 200), cool),
  "motorcycle-maroon.jpg": () => photo(enfield, studio(["#f4efe6", "#e2d6c2"], "#cdbb9f")),
  "motorcycle-maroon-detail.jpg": () =>
    photo(enfield, studio(["#f4efe6", "#e2d6c2"], "#cdbb9f"), { zoom: { cx: 480, cy: 360, scale: 1.8 } }),
  "scooter-blue.jpg": () => photo(place(scooter("#1e4f9c"), 220, 210), mint),
  "phone-front.jpg": () => photo(place(phoneFront("#1c1f24"), 330, 70, 1, -6), cool),
  "phone-back.jpg": () => photo(place(phoneBack("#1b2233"), 350, 80, 0.92, 8), cool),
  "tv-living-room.jpg": () =>
    photo(
      `${place(television(), 240, 150)}<rect x="200" y="470" width="560" height="100" rx="8" fill="#8d6e63"/>
       <rect x="220" y="490" width="250" height="60" rx="4" fill="#7a5d53"/><rect x="490" y="490" width="250" height="60" rx="4" fill="#7a5d53"/>
       ${pottedPlant(860, 600, 1.2)}`,
      wall("#e9e2d5", "#b08968"),
    ),
  "laptop-open.jpg": () => photo(ourLaptop, studio(["#eef1f5", "#d6dde6"], "#9c8a76", 520)),
  "laptop-keyboard.jpg": () =>
    photo(ourLaptop, studio(["#eef1f5", "#d6dde6"], "#9c8a76", 520), {
      zoom: { cx: 480, cy: 470, scale: 2.2 },
    }),
  "washing-machine.jpg": () => photo(place(washingMachine(), 300, 130), wall("#dfe9ef", "#9aa9b4")),
  "sofa-grey.jpg": () => photo(place(sofa("#7d8790", "#939ca4", ["#ffb74d", "#4db6ac"]), 180, 260), blush),
  "sofa-grey-room.jpg": () => photo(livingRoom(), wall("#efe4d2", "#a47551")),
  "bed-wooden.jpg": () => photo(place(bed("#8d5a3b", "#b5475a"), 160, 260), warm),
  "saree-folded.jpg": () => photo(sareeFolded(silk), blush),
  "saree-draped.jpg": () => photo(sareeDraped(silk), studio(["#f7f1ea", "#eadfce"], "#d6c4ad", 620)),
  "dog-golden-sitting.jpg": () => photo(retriever, mint),
  "dog-golden-closeup.jpg": () => photo(retriever, mint, { zoom: { cx: 528, cy: 300, scale: 2 } }),
  "dog-golden-pair.jpg": () =>
    photo(
      `${place(sittingDog("#c8913a", "#e0b064", "#a56f25"), 120, 180, 0.85)}${place(sittingDog("#e6bf74", "#f3d9a2", "#c99a48"), 500, 220, 0.75)}`,
      outdoors,
    ),
  "apartment-building.jpg": () => photo(flats, outdoors),
  "room-living.jpg": () => photo(livingRoom(), wall("#e8eef0", "#c4a27d")),
  "room-kitchen.jpg": () => photo(kitchen(), wall("#f3ede4", "#b9a58c")),
  "apartment-tower.jpg": () => photo(towers, { sky: ["#b3dcf7", "#fbe9d7"], floor: "#9ccc65", floorY: 600 }),
  "room-bedroom.jpg": () => photo(bedroom(), wall("#f1e9dc", "#b08968")),
  "delivery-scooter.jpg": () => photo(place(scooter("#2e7d32", "#f57c00"), 220, 210), warm),
  "moving-truck.jpg": () =>
    photo(
      `${place(movingTruck("#1565c0", "#ffce32"), 40, 230, 0.95)}${place(cartons(), 680, 330, 0.9)}`,
      outdoors,
    ),
  "books-stack.jpg": () => photo(booksStack(), studio(["#f6f1e7", "#e6dccb"], "#c7a57e")),
  "guitar-acoustic.jpg": () => photo(guitarStanding, studio(["#f3ece4", "#dccbb8"], "#a0785a", 640)),
  "guitar-detail.jpg": () =>
    photo(guitarStanding, studio(["#f3ece4", "#dccbb8"], "#a0785a", 640), {
      zoom: { cx: 505, cy: 420, scale: 2 },
    }),
  "cricket-kit.jpg": () => photo(cricketKit(), outdoors),
  "tractor-red.jpg": () =>
    photo(place(tractor("#c62828"), 160, 190), studio(["#f4f1ea", "#e2dccd"], "#c9bda3", 580)),
  "tractor-red-field.jpg": () =>
    photo(
      `<path d="M0,560 L960,560 L960,720 L0,720 Z" fill="#c9a64a"/>
       <path d="M0,600 L960,590 M0,640 L960,630 M0,690 L960,680" stroke="#b08f36" stroke-width="8"/>
       ${tree(90, 560, 0.8)}${place(tractor("#c62828"), 220, 230, 0.9)}`,
      { sky: ["#8ecdf5", "#f6ecd0"] },
    ),
};
