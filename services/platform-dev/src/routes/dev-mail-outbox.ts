// GET /dev/mail-outbox?email=…: the mails the dev mail provider "sent" to one address, oldest first. Mounted
// only with --mail-outbox (otherwise 404), outside CORS: tests and developers read it from Node or curl.
import { Hono } from 'hono';
import { requireEmail } from '../auth/email-address.ts';
import type { MailOutbox } from '../auth/mail-outbox.ts';

export function mailOutboxRoutes(outbox: MailOutbox) {
  return new Hono().get('/dev/mail-outbox', (c) => {
    const email = requireEmail(c.req.query('email'));
    c.header('Cache-Control', 'no-store');
    return c.json(outbox.sentTo(email));
  });
}
