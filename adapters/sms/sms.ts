export interface SmsSender {
  /** `to` is an E.164 number such as +919876543210. */
  send(to: string, text: string): Promise<void>;
}
