import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

export const jobOpenings = pgTable("job_openings", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  department: text("department").notNull(),
  location: text("location").notNull(),
  employmentType: text("employment_type").notNull().default("Full-time"),
  description: text("description").notNull(),
  // Hindi forms (issue 14, docs/decisions/024-hindi.md): shown in a Hindi request, the English one where empty.
  titleHi: text("title_hi"),
  departmentHi: text("department_hi"),
  locationHi: text("location_hi"),
  employmentTypeHi: text("employment_type_hi"),
  descriptionHi: text("description_hi"),
  isOpen: boolean("is_open").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobApplications = pgTable(
  "job_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    openingId: integer("opening_id")
      .notNull()
      .references(() => jobOpenings.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    profileUrl: text("profile_url"),
    coverLetter: text("cover_letter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_applications_opening_idx").on(t.openingId, t.createdAt.desc())],
);

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  author: text("author").notNull(),
  category: text("category").notNull(),
  publishedOn: date("published_on", { mode: "string" }).notNull(),
  excerpt: text("excerpt").notNull(),
  /** Plain text; paragraphs separated by blank lines. Never rendered as HTML. */
  body: text("body").notNull(),
  /** Path of the cover image under /images, shipped with the app. */
  image: text("image").notNull(),
  // Hindi forms (issue 14): shown in a Hindi request, the English one where empty. Author, slug and date stay.
  titleHi: text("title_hi"),
  categoryHi: text("category_hi"),
  excerptHi: text("excerpt_hi"),
  /** Plain text like `body`, with the same paragraphs. */
  bodyHi: text("body_hi"),
});

export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  // Hindi forms (issue 14): shown in a Hindi request, the English one where empty.
  questionHi: text("question_hi"),
  answerHi: text("answer_hi"),
  sortOrder: integer("sort_order").notNull().default(0),
});
