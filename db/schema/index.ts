// The one drizzle schema of the product; drizzle-kit reads this file to generate db/migrations.
export * from "./auth";
export * from "./catalog";
export * from "./content";
export * from "./geo";
export * from "./listings";
export * from "./media";
export * from "./messaging";
export * from "./moderation";
