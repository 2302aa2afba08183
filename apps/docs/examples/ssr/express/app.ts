import express from 'express';
import { type SessionLocals, supabaseSession } from './supabase-session';

export const app = express();

// Before every route, so each one sees a refreshed session and the confirmed user.
app.use(supabaseSession());

app.get('/account', (_req, res) => {
  const { user } = res.locals as SessionLocals;
  if (!user) {
    res.redirect(303, '/login');
    return;
  }
  res.type('html').send(`<!doctype html><title>Your account</title><h1>Your account</h1>
<p>Signed in as ${escapeHtml(user.email ?? '')}</p>`);
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
