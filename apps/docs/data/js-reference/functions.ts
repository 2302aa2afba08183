import type { JsGroupInput } from './js-reference-schema';

export const functions: JsGroupInput = {
  id: 'functions',
  title: 'Edge Functions',
  intro:
    '`supabase.functions` calls the project’s Edge Functions over HTTPS, sending the signed-in user’s access token (or the key) so the function knows who calls.',
  entries: [
    {
      id: 'functions-invoke',
      summary:
        'Calls a function by name with a body (objects are sent as JSON, strings as text, `Blob`, `FormData` and `ArrayBuffer` as they are), optional `headers`, `method` (POST by default) and `region`. The response body is parsed by its content type. A non-2xx answer is a `FunctionsHttpError` whose `context` is the `Response`.',
      examples: [
        {
          title: 'Send JSON, read JSON',
          code: `const { data, error } = await supabase.functions.invoke('hello', { body: { name: 'Reader' } });`,
        },
        {
          title: 'Read the error body',
          standalone: true,
          code: `import { createClient, FunctionsHttpError } from '@supabase/supabase-js';

const supabase = createClient('https://your-project.supabase.co', 'your-publishable-key');
const { error } = await supabase.functions.invoke('resize', { method: 'POST', body: { width: 200 } });
if (error instanceof FunctionsHttpError) console.log(await error.context.json());`,
        },
      ],
    },
    {
      id: 'functions-set-auth',
      summary:
        'Sets the token sent as `Authorization` with every call. The client does this on its own when the user signs in; call it for a token from elsewhere.',
      examples: [
        {
          title: 'Call as a given user',
          code: `supabase.functions.setAuth(accessToken);`,
        },
      ],
    },
  ],
};
