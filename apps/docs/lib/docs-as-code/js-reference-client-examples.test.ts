import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { jsReferenceGroups } from '@/data/js-reference';
import { compileExample } from './js-example-runner';

/*
 * The Realtime, Storage and Functions examples of the supabase-js reference that need no server, run for real
 * against the installed client: one whose fetch fails the test, so an example that reaches the network cannot
 * pass here. The others are type-checked only (js-reference-examples-typecheck.test.ts), for the reasons below:
 * nothing on this machine serves their API.
 */
const CLIENT_ONLY = [
  'channel',
  'get-channels',
  'remove-all-channels',
  'storage-from',
  'storage-from-get-public-url',
  'storage-from-to-base64',
];

/** Why the rest of each group cannot run here. */
const NOT_RUN: Record<string, string> = {
  realtime:
    'no Realtime server: platform-dev serves Auth and the platform API, the stand-in serves PostgREST, and neither speaks the Realtime WebSocket protocol; joining, sending, presence and leaving all need it',
  storage:
    'no Storage API: bucket calls go to /storage/v1, which neither platform-dev nor the stand-in serves',
  'storage-files':
    'no Storage API: uploads, downloads, lists, moves and signed URLs go to /storage/v1, which neither platform-dev nor the stand-in serves',
  functions: 'no Edge Functions runtime to invoke a function on',
};

const URL_BASE = 'http://127.0.0.1:9';

function offlineClient() {
  return createClient(URL_BASE, 'publishable-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: () => {
        throw new Error('this example reached the network');
      },
    },
    // Node 20 has no global WebSocket; no example here opens one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

const entries = jsReferenceGroups.flatMap((group) =>
  group.entries.map((entry) => ({ group: group.id, entry })),
);

describe('the supabase-js reference examples that need no server', () => {
  it.each(CLIENT_ONLY)('%s runs', async (id) => {
    const found = entries.find((candidate) => candidate.entry.id === id);
    expect(found, id).toBeDefined();
    for (const example of found?.entry.examples ?? []) {
      const { error } = await compileExample(example)(offlineClient());
      expect(error).toBeNull();
    }
  });

  it('builds the public URL the page describes', async () => {
    const example = entries.find((candidate) => candidate.entry.id === 'storage-from-get-public-url')?.entry
      .examples[0];
    if (!example) throw new Error('no getPublicUrl example');
    const { data } = await compileExample(example)(offlineClient());
    expect(data).toEqual({ publicUrl: `${URL_BASE}/storage/v1/object/public/avatars/users/42.png` });
  });

  it('names why every other Realtime, Storage and Functions example does not run', () => {
    // The lists stay true: each group named exists, and each example run here belongs to one of them and has no
    // stack of its own (\`run\` would send it to the database or Auth runs instead).
    for (const group of Object.keys(NOT_RUN)) {
      expect(
        entries.some((candidate) => candidate.group === group),
        group,
      ).toBe(true);
    }
    for (const id of CLIENT_ONLY) {
      const found = entries.find((candidate) => candidate.entry.id === id);
      expect(found !== undefined && found.group in NOT_RUN, id).toBe(true);
      expect(
        found?.entry.examples.every((example) => example.run === undefined),
        id,
      ).toBe(true);
    }
  });
});
