import { redirect, type ServerLoad } from '@sveltejs/kit';

/** Only for signed-in users: `locals.user` was confirmed by Auth in hooks.server.ts for this request. */
export const load: ServerLoad = async ({ locals }) => {
  if (!locals.user) redirect(303, '/login');
  return { email: locals.user.email ?? '' };
};
