// GET /dev/sms-outbox?phone=…: the texts the dev SMS provider "sent" to one number, oldest first. Mounted only
// with --sms-outbox (otherwise 404), outside CORS: tests and developers read it from Node or curl.
import { Hono } from 'hono';
import { requirePhone } from '../auth/phone.ts';
import type { SmsOutbox } from '../auth/sms-outbox.ts';

export function smsOutboxRoutes(outbox: SmsOutbox) {
  return new Hono().get('/dev/sms-outbox', (c) => {
    const phone = requirePhone(c.req.query('phone'));
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: outbox.sentTo(phone) });
  });
}
