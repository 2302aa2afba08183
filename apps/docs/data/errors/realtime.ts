import { errorSection } from './schema';

/*
 * Realtime channel errors: the states `channel.subscribe((status, error) => …)` reports (realtime-js's
 * REALTIME_SUBSCRIBE_STATES) and the operational codes the Realtime server logs and sends with a refusal.
 * Meanings and fixes are ours.
 */
export const realtimeErrors = errorSection({
  id: 'realtime',
  title: 'Realtime',
  intro:
    'A channel reports trouble through the callback of `subscribe()`: the status is `CHANNEL_ERROR`, `TIMED_OUT` or `CLOSED`, and the error, when there is one, carries the server’s reason. The server’s operational codes appear in that reason and in the Realtime logs.',
  origin: { source: 'https://supabase.com/docs/guides/realtime/error_codes', asOf: '2026-11-25' },
  entries: [
    {
      code: 'CHANNEL_ERROR',
      title: 'The channel could not be joined',
      meaning:
        'The server refused the join or the channel failed after joining. The second argument of the callback says why.',
      causes: [
        'A private channel and no policy on `realtime.messages` lets this user read the topic.',
        'An expired access token on the socket.',
        'A Postgres Changes subscription on a table that is not in the `supabase_realtime` publication.',
      ],
      fix: 'Log the error argument. For private channels write the read policy (see [Realtime authorization](/guides/realtime/authorization/)); for Postgres Changes add the table to the publication (see [Postgres Changes](/guides/realtime/postgres-changes/)).',
      messages: ['You do not have permissions to read from this Channel topic'],
    },
    {
      code: 'TIMED_OUT',
      title: 'The join got no answer in time',
      meaning:
        'The server did not confirm the join within the client’s timeout (10 seconds by default). The client retries.',
      fix: 'Check the network; on a busy server lower the number of joins per second (see [Realtime limits](/guides/realtime/limits/)).',
    },
    {
      code: 'CLOSED',
      title: 'The channel was closed',
      meaning: 'The channel left: you called `removeChannel()` or `unsubscribe()`, or the server closed it.',
      fix: 'Subscribe again if the app still needs the channel.',
    },
    {
      code: 'ChannelRateLimitReached',
      title: 'Too many channels',
      meaning: 'The project reached its limit of channels.',
      fix: 'Reuse channels and remove unused ones (see [Realtime limits](/guides/realtime/limits/)).',
    },
    {
      code: 'ClientJoinRateLimitReached',
      title: 'Too many channel joins per second',
      meaning: 'Clients join channels faster than the project’s joins-per-second limit.',
      fix: 'Spread joins out, or move to a plan with a higher limit (see [Realtime limits](/guides/realtime/limits/)).',
    },
    {
      code: 'ConnectionRateLimitReached',
      title: 'Too many connected clients',
      meaning: 'The project reached its limit of concurrent connections.',
      fix: 'Close idle connections, share one client per tab, or move to a plan with a higher limit (see [Realtime limits](/guides/realtime/limits/)).',
    },
    {
      code: 'RealtimeDisabledForTenant',
      title: 'Realtime is turned off',
      meaning: 'Realtime is disabled for this project.',
      fix: 'Turn Realtime on in the project settings.',
    },
    {
      code: 'UnableToConnectToTenantDatabase',
      title: 'Realtime cannot reach the database',
      meaning: 'The Realtime server could not connect to the project database.',
      fix: 'Check that the project is running and not out of connections.',
    },
    {
      code: 'DatabaseLackOfConnections',
      title: 'No free database connections for Realtime',
      meaning: 'Realtime could not connect because the database has no connections left.',
      fix: 'Lower the connections other clients hold, or use a larger compute add-on (see [Compute add-ons](/guides/platform/compute-add-ons/)).',
    },
    {
      code: 'UnableToSetPolicies',
      title: 'Authorization policies could not be applied',
      meaning: 'Realtime failed while checking the policies on `realtime.messages` for a private channel.',
      fix: 'Check the policies for errors (a policy that calls a missing function, for example) with a test query as the user.',
    },
    {
      code: 'ErrorAuthorizingWebsocket',
      title: 'The connection could not be authorized',
      meaning: 'The token sent when opening the socket was refused.',
      fix: 'Connect with a valid anon key or access token; call `realtime.setAuth()` after a refresh.',
    },
  ],
});
