-- Issue 25 §6/§7: each side of a chat has its own newest message (a withheld one moves only its sender's inbox; a
-- chat started by e-mail stays out of its writer's until answered), offers and "sold" a blocked member made stay
-- out of the blocker's sight, and the buyer confirms a sale before the seller may rate them.
ALTER TABLE "conversations" ADD COLUMN "buyer_last_message_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seller_last_message_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sold_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "answer_withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every existing chat as each side sees it now: its newest message that side may see (none: not in their inbox).
UPDATE "conversations" c SET
  "buyer_last_message_at" = (select max(m.created_at) from messages m
    where m.conversation_id = c.id and (not m.withheld or m.sender_id = c.buyer_id)),
  "seller_last_message_at" = (select max(m.created_at) from messages m
    where m.conversation_id = c.id and (not m.withheld or m.sender_id = c.seller_id));
