export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; user-supplied text is never sent as HTML. */
  text: string;
  replyTo?: string | undefined;
  /** A one-click unsubscribe link (RFC 8058): mail apps show an Unsubscribe button for it. */
  unsubscribeUrl?: string | undefined;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
