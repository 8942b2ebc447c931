import type { EmailSender } from "~/adapters/email/email";
import type { RateLimiter } from "~/adapters/rate-limit/rate-limiter";
import type { SmsSender } from "~/adapters/sms/sms";
import type { FileStorage } from "~/adapters/storage/file-storage";
import type { Db } from "~/db/client.server";

/** What use-cases may reach: built once per process by server/, handed to pages and API handlers alike. */
export interface Services {
  db: Db;
  email: EmailSender;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  storage: FileStorage;
  settings: {
    publicUrl: string;
    supportEmail: string;
    careersEmail: string;
    externalLinks: ExternalLinks;
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
