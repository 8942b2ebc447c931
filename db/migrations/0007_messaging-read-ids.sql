ALTER TABLE "conversations" DROP COLUMN "buyer_last_read_at";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "seller_last_read_at";