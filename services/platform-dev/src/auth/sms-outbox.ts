// The development "SMS provider": a text is kept in memory, newest last, for GET /dev/sms-outbox to read,
// and only when the server was started with --sms-outbox. Without the flag a text goes nowhere.

interface SmsMessage {
  phone: string;
  body: string;
  code: string;
  sent_at: string;
}

export interface SmsOutbox {
  readonly enabled: boolean;
  deliver(phone: string, code: string): void;
  /** The texts sent to `phone` (stored form), oldest first. */
  sentTo(phone: string): SmsMessage[];
}

// Bounded so a long-running dev server cannot grow without limit.
const KEPT_MESSAGES = 1_000;

export function createSmsOutbox(enabled: boolean): SmsOutbox {
  const messages: SmsMessage[] = [];
  return {
    enabled,
    deliver(phone, code) {
      if (!enabled) return;
      messages.push({ phone, code, body: `Your code is ${code}`, sent_at: new Date().toISOString() });
      if (messages.length > KEPT_MESSAGES) messages.shift();
    },
    sentTo: (phone) => messages.filter((message) => message.phone === phone),
  };
}
