-- Issue 26 §1: a notice is stored as what it means (catalogue messages and their inputs) and put in words in the
-- reader's language when read, pushed or e-mailed. Older notices keep their English title and body (text is null).
ALTER TABLE "notifications" ADD COLUMN "text" jsonb;
