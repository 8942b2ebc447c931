export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; user-supplied text is never sent as HTML. */
  text: string;
  replyTo?: string | undefined;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
