ALTER TABLE "listing_photos" ADD COLUMN "phash" text;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "phash" text;