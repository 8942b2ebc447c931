CREATE TYPE "public"."place_kind" AS ENUM('city', 'locality', 'pin');--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "place_kind" NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"district" text,
	"state" text NOT NULL,
	"pincode" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_lng" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "radius_km" integer;--> statement-breakpoint
CREATE INDEX "places_pincode_idx" ON "places" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "places_kind_rank_idx" ON "places" USING btree ("kind","rank");--> statement-breakpoint
CREATE INDEX "listings_subcategory_status_price_idx" ON "listings" USING btree ("subcategory_id","status","price");--> statement-breakpoint
CREATE INDEX "saved_searches_words_idx" ON "saved_searches" USING gin ("words");--> statement-breakpoint
CREATE INDEX "saved_searches_category_idx" ON "saved_searches" USING btree ("category_id","subcategory_id");