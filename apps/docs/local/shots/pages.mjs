// The pages `npm run shots` photographs (scripts/shots.mjs): one of each kind a reader meets, and every page
// with a widget that reads the signed-in session. `id` names the files; `name` heads the page's table on the
// contact sheet.

/**
 * @typedef {object} ShotPage
 * @property {string} id Lowercase kebab-case, unique: part of every file name of the page.
 * @property {string} name
 * @property {string} path A page of the export, with its trailing slash.
 * @property {number} [maxHeight] Only the first this many CSS pixels are kept: the one-page references run to
 *   60,000–170,000 pixels, and their top shows the layout all the rest repeats.
 */

const REFERENCE_HEIGHT = 6000;

/** @type {readonly ShotPage[]} */
export const SHOT_PAGES = [
  { id: 'home', name: 'Home', path: '/' },
  { id: 'guides', name: 'Guides', path: '/guides/' },
  { id: 'reference', name: 'Reference', path: '/reference/' },
  {
    id: 'quickstart-nextjs',
    name: 'Quickstart: Next.js',
    path: '/guides/getting-started/quickstart-nextjs/',
  },
  { id: 'api-keys', name: 'API keys', path: '/guides/getting-started/api-keys/' },
  { id: 'quickstart-react', name: 'Quickstart: React', path: '/guides/getting-started/quickstart-react/' },
  { id: 'auth', name: 'Auth', path: '/guides/auth/' },
  { id: 'server-side-auth', name: 'Server-side auth', path: '/guides/auth/server-side-auth/' },
  { id: 'auth-github', name: 'Social login: GitHub', path: '/guides/auth/social-login/auth-github/' },
  { id: 'phone-twilio', name: 'Phone login: Twilio', path: '/guides/auth/phone-login/twilio/' },
  { id: 'jwts', name: 'JWTs', path: '/guides/auth/jwts/' },
  { id: 'sql-to-rest', name: 'SQL to REST', path: '/guides/api/sql-to-rest/' },
  {
    id: 'errors',
    name: 'Errors reference',
    path: '/guides/troubleshooting/errors/',
    maxHeight: REFERENCE_HEIGHT,
  },
  { id: 'database', name: 'Database', path: '/guides/database/' },
  { id: 'extensions', name: 'Database extensions', path: '/guides/database/extensions/' },
  { id: 'realtime-limits', name: 'Realtime limits', path: '/guides/realtime/limits/' },
  { id: 'local-development', name: 'Local development', path: '/guides/local-development/' },
  { id: 'glossary', name: 'Glossary', path: '/guides/resources/glossary/' },
  { id: 'cli-reference', name: 'CLI reference', path: '/reference/cli/', maxHeight: REFERENCE_HEIGHT },
  {
    id: 'js-reference',
    name: 'JavaScript reference',
    path: '/reference/javascript/',
    maxHeight: REFERENCE_HEIGHT,
  },
];
