import { jsApi } from '@/data/js-reference';

/** The supabase-js reference page's title and description (its metadata and its Markdown twin). */
export const jsReferenceTitle = 'JavaScript reference';
export const jsReferenceDescription = `Every public method of supabase-js ${jsApi.version}: creating a client, database queries with their filters and modifiers, auth, edge functions, realtime and storage, with signatures read from the installed package.`;

/** The introduction's paragraphs, shared by the page and its Markdown twin (backticks mark code). */
export const jsReferenceIntro = [
  `This reference covers \`@supabase/supabase-js\` ${jsApi.version}, the version this site installs. Install it with \`npm install @supabase/supabase-js\`.`,
  'Signatures, parameter names, types and optionality are read from the package’s own type declarations when the site is built, so they are those of this version. Descriptions and examples are ours: every example is type-checked against these declarations, and the database and auth examples run against a local stack, which returned the data shown.',
  'Examples use a client named `supabase`, created with `createClient` and typed with the `Database` type of the example tables `countries`, `cities`, `notes` and `bookings`.',
];
