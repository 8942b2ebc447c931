import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Photos a user uploaded for an ad that is not posted yet. Posting (or editing) an ad claims its rows, so a listing
 * can only carry photos its own author uploaded, and each upload at most once.
 */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    /** Key in the file storage under which the re-encoded sizes live (`listings/<uuid>`). */
    storageKey: text("storage_key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** domain/shared/perceptual-hash.server.ts: finds the same photo in another ad. */
    phash: text("phash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photo_uploads_user_created_idx").on(t.userId, t.createdAt)],
);
