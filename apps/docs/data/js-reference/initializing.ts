import type { JsGroupInput } from './js-reference-schema';

export const initializing: JsGroupInput = {
  id: 'initializing',
  title: 'Initializing',
  intro:
    'One client object gives access to every product: the database, auth, storage, realtime and edge functions. Create it once per browser tab or per server request and pass it around.',
  entries: [
    {
      id: 'create-client',
      summary:
        'Creates a client for one project from its API URL and a key. In a browser use the publishable (anon) key; the service-role key bypasses row level security and belongs on a server only.',
      details: [
        'Pass the generated `Database` type as the type argument to get typed tables, columns, filters and results.',
        '`options.db.schema` picks the schema queries go to (default `public`); `options.auth` controls session storage, automatic token refresh, reading the session from the URL after a redirect and the flow type (`implicit` or `pkce`); `options.global.headers` and `options.global.fetch` apply to every request; `options.accessToken` hands the client a token from another auth provider instead of using the built-in auth.',
      ],
      examples: [
        {
          title: 'A client for the browser',
          standalone: true,
          code: `import { createClient } from '@supabase/supabase-js';

const supabase = createClient('https://your-project.supabase.co', 'your-publishable-key');`,
        },
        {
          title: 'Typed, with options',
          standalone: true,
          code: `import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

const supabase = createClient<Database>('https://your-project.supabase.co', 'your-publishable-key', {
  db: { schema: 'public' },
  auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true },
  global: { headers: { 'x-application-name': 'inventory' } },
});`,
        },
        {
          title: 'On a server, without a stored session',
          standalone: true,
          code: `import { createClient } from '@supabase/supabase-js';

// The service-role key ignores row level security: keep it in server-side environment variables.
const admin = createClient('https://your-project.supabase.co', process.env.SERVICE_ROLE_KEY ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});`,
        },
      ],
    },
  ],
};
