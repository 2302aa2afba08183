import type { JsGroupInput } from './js-reference-schema';

export const realtime: JsGroupInput = {
  id: 'realtime',
  title: 'Realtime',
  intro:
    'Realtime keeps a WebSocket open and joins channels on it. On a channel you listen to database changes (`postgres_changes`), exchange messages between clients (`broadcast`) and share who is online (`presence`). Listeners are added with `on()` before `subscribe()`.',
  entries: [
    {
      id: 'channel',
      summary:
        'Creates a channel by topic name (not joined yet). `config.broadcast.self` echoes your own broadcasts back, `config.broadcast.ack` has the server confirm them, `config.presence.key` names this client in presence, and `config.private: true` makes the channel check Realtime authorization policies.',
      examples: [
        {
          title: 'A channel for one room',
          code: `const room = supabase.channel('room:lobby', { config: { broadcast: { self: true } } });`,
        },
      ],
    },
    {
      id: 'channel-on',
      summary:
        'Adds a listener, by type: `postgres_changes` with `event` (`INSERT`, `UPDATE`, `DELETE`, `*`), `schema`, `table` and an optional `filter` such as `country_id=eq.1`; `broadcast` with the `event` name; `presence` with `sync`, `join` or `leave`. Returns the channel, so calls chain.',
      details: [
        'Database changes arrive only for tables in the `supabase_realtime` publication, and only rows the user may read under row level security.',
      ],
      examples: [
        {
          title: 'Database changes',
          code: `const channel = supabase
  .channel('city-changes')
  .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'cities' }, (payload) => {
    console.log('new city', payload.new);
  })
  .subscribe();`,
        },
        {
          title: 'Broadcast messages',
          code: `supabase
  .channel('room:lobby')
  .on('broadcast', { event: 'cursor' }, ({ payload }) => console.log(payload))
  .subscribe();`,
        },
        {
          title: 'Presence',
          code: `const room = supabase.channel('room:lobby');
room.on('presence', { event: 'sync' }, () => console.log(room.presenceState())).subscribe();`,
        },
      ],
    },
    {
      id: 'channel-subscribe',
      summary:
        'Joins the channel. The callback gets the status: `SUBSCRIBED`, `CHANNEL_ERROR`, `TIMED_OUT` or `CLOSED`; send and track only after `SUBSCRIBED`.',
      examples: [
        {
          title: 'Wait until joined',
          code: `supabase.channel('room:lobby').subscribe((status, error) => {
  if (status === 'SUBSCRIBED') console.log('joined');
  if (error) console.error(error.message);
});`,
        },
      ],
    },
    {
      id: 'channel-send',
      summary:
        'Sends a broadcast message to the channel’s other clients (`type: "broadcast"`, an `event` name and a `payload`). Resolves to `ok`, `timed out` or `error`.',
      examples: [
        {
          title: 'Broadcast a cursor position',
          code: `const status = await room.send({ type: 'broadcast', event: 'cursor', payload: { x: 10, y: 20 } });`,
        },
      ],
    },
    {
      id: 'channel-http-send',
      summary:
        'Sends a broadcast message through the REST API rather than the WebSocket, so it works without joining the channel.',
      examples: [
        {
          title: 'Broadcast from a server',
          code: `const result = await supabase.channel('room:lobby').httpSend('announcement', { text: 'Closing in 5 minutes' });`,
        },
      ],
    },
    {
      id: 'channel-track',
      summary:
        'Shares this client’s state (any JSON object) with the channel’s presence; every client gets `sync` and `join` events. Call it after `SUBSCRIBED`.',
      examples: [
        {
          title: 'Say who is online',
          code: `await room.track({ user: 'reader', online_at: new Date().toISOString() });`,
        },
      ],
    },
    {
      id: 'channel-untrack',
      summary: 'Stops sharing this client’s presence state; the others get a `leave` event.',
      examples: [
        {
          title: 'Go invisible',
          code: `await room.untrack();`,
        },
      ],
    },
    {
      id: 'channel-presence-state',
      summary: 'Returns the current presence state: every presence key with the states tracked under it.',
      examples: [
        {
          title: 'Count who is here',
          code: `const online = Object.keys(room.presenceState()).length;`,
        },
      ],
    },
    {
      id: 'channel-unsubscribe',
      summary:
        'Leaves the channel; its listeners stop and, once the leave completes, the channel is dropped from `getChannels()`. When the last channel is gone the client closes its socket (after `disconnectOnEmptyChannelsAfterMs`, twice the heartbeat interval by default). Resolves to `ok`, `timed out` or `error`.',
      examples: [
        {
          title: 'Leave',
          code: `await room.unsubscribe();`,
        },
      ],
    },
    {
      id: 'channel-update-join-payload',
      summary:
        'Changes what the channel sends when it next joins (after a reconnect), for example a new access token, without recreating it.',
      examples: [
        {
          title: 'Refresh the join payload',
          code: `room.updateJoinPayload({ access_token: accessToken });`,
        },
      ],
    },
    {
      id: 'channel-teardown',
      summary:
        'Low-level: stops the channel’s timers and drops its bindings. `removeChannel()` is what apps call.',
      examples: [
        {
          title: 'Tear down',
          code: `room.teardown();`,
        },
      ],
    },
    {
      id: 'channel-copy-bindings',
      summary:
        'Low-level: copies the listeners of another channel onto this one, as the client does when it rebuilds a channel.',
      examples: [
        {
          title: 'Copy listeners',
          code: `const replacement = supabase.channel('room:lobby');
replacement.copyBindings(room);`,
        },
      ],
    },
    {
      id: 'get-channels',
      summary: 'Lists the channels this client has created and not removed.',
      examples: [
        {
          title: 'Open channels',
          code: `const topics = supabase.getChannels().map((channel) => channel.topic);`,
        },
      ],
    },
    {
      id: 'remove-channel',
      summary:
        'Leaves a channel and removes it from the client; when it was the last one the WebSocket closes. Do this when a view that subscribed goes away.',
      examples: [
        {
          title: 'On unmount',
          code: `await supabase.removeChannel(room);`,
        },
      ],
    },
    {
      id: 'remove-all-channels',
      summary: 'Leaves and removes every channel of the client.',
      examples: [
        {
          title: 'Clean up everything',
          code: `await supabase.removeAllChannels();`,
        },
      ],
    },
  ],
};
