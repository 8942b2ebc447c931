-- Issue 25 §4 (decision 025): when a link Mandi sent to the address was opened by the account's holder. Not
-- backfilled from email_verified on purpose: an old confirmation may be a victim clicking an attacker's link.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;
