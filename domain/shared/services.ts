import type { EmailSender } from "~/adapters/email/email";
import type { ReverseGeocoder } from "~/adapters/geocoder/reverse-geocoder";
import type { JobQueue } from "~/adapters/jobs/job-queue";
import type { PushSender } from "~/adapters/push/push-sender";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import type { SmsSender } from "~/adapters/sms/sms";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { Db } from "~/db/client.server";
import type { ReviewNewAd } from "./new-ad-review";
import type { Realtime } from "./realtime";

/** What use-cases may reach: built once per process by server/, handed to pages and API handlers alike. */
export interface Services {
  db: Db;
  email: EmailSender;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  /** Live events to open screens (chat, badges). */
  realtime: Realtime;
  /** Deferred work: batched e-mails, and events other areas react to ("a listing went live", decision 029). */
  jobs: JobQueue;
  /** Moderation's review of a new ad, handed to listings (which sits below moderation) by server/. */
  reviewNewAd: ReviewNewAd;
  /** A Nominatim-compatible service (GEOCODER_URL); without it the places table names positions. */
  geocoder?: ReverseGeocoder | undefined;
  /** Web Push to members' devices (decision 021); absent when no VAPID keys are configured. */
  push?: PushSender | undefined;
  settings: {
    publicUrl: string;
    supportEmail: string;
    careersEmail: string;
    externalLinks: ExternalLinks;
    /** Signs links that act without a session (an e-mail's unsubscribe link). */
    signingSecret: string;
    /** ADMIN_EMAILS, lower-cased: a member whose verified e-mail is one of them is an admin. */
    adminEmails: readonly string[];
    /** New ads one member may post in 24 hours (POSTS_PER_DAY). */
    postsPerDay: number;
  };
}

export interface ExternalLinks {
  facebook: string;
  twitter: string;
  youtube: string;
  instagram: string;
  whatsapp: string;
  appStore: string;
  googlePlay: string;
}
