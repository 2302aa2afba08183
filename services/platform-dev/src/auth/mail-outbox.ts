// The development "mail provider": a mail is kept in memory, newest last, for GET /dev/mail-outbox to read,
// and only when the server was started with --mail-outbox. Without the flag a mail goes nowhere; nothing is
// ever sent over the network.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
  /** The link the mail asks to follow. */
  link: string;
  /** The 6-digit code that works instead of the link. */
  code: string;
}

export interface MailOutbox {
  readonly enabled: boolean;
  deliver(message: Omit<MailMessage, 'sent_at'>): void;
  /** The mails sent to `email` (normalized form), oldest first. */
  sentTo(email: string): MailMessage[];
}

// Bounded so a long-running dev server cannot grow without limit.
const KEPT_MESSAGES = 1_000;

export function createMailOutbox(enabled: boolean): MailOutbox {
  const messages: MailMessage[] = [];
  return {
    enabled,
    deliver(message) {
      if (!enabled) return;
      messages.push({ ...message, sent_at: new Date().toISOString() });
      if (messages.length > KEPT_MESSAGES) messages.shift();
    },
    sentTo: (email) => messages.filter((message) => message.to === email),
  };
}
