import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgrestStandIn, requestClaims, startPostgrestStandIn } from './postgrest-stand-in';

/*
 * What the REST guides' examples do not show but the stand-in must get right: PostgREST's refusals (aggregates
 * off, an embed with no relationship, a filter on a resource not embedded, an unknown operator, a schema not
 * exposed), Content-Range and statuses at the edges of a range, and the role read from the bearer token.
 */

let db: PGlite;
let rest: PostgrestStandIn;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    create role anon nologin;
    create role authenticated nologin;
    create table authors (id int primary key, name text not null);
    create table books (id int primary key, author_id int references authors (id), title text not null);
    insert into authors values (1, 'Ursula'), (2, 'Italo');
    insert into books values (1, 1, 'The Dispossessed'), (2, 1, 'Lavinia'), (3, 2, 'Invisible Cities');
    grant select on authors, books to anon, authenticated;
    create function whoami() returns text language sql stable as $$ select current_user::text $$;
    grant execute on function whoami() to anon, authenticated;
  `);
  rest = await startPostgrestStandIn(db);
}, 60_000);

afterAll(async () => {
  if (rest) await new Promise((resolve) => rest.server.close(resolve));
  await db?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${rest.url}/rest/v1/${path}`, { headers: { apikey: 'key', ...headers } });
  const text = await response.text();
  return {
    status: response.status,
    range: response.headers.get('content-range'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe('the PostgREST stand-in', () => {
  it('refuses aggregates unless db-aggregates-enabled is on', async () => {
    expect(await get('books?select=count()')).toMatchObject({ status: 400, body: { code: 'PGRST123' } });
    await db.exec(
      `create role authenticator noinherit; alter role authenticator set pgrst.db_aggregates_enabled = 'true'`,
    );
    try {
      expect(await get('books?select=author_id,count()&order=author_id')).toMatchObject({
        status: 200,
        body: [
          { author_id: 1, count: 2 },
          { author_id: 2, count: 1 },
        ],
      });
    } finally {
      await db.exec('drop role authenticator');
    }
  });

  it('answers PGRST200 for an embed with no relationship and PGRST108 for a filter on one not embedded', async () => {
    expect(await get('books?select=title,publishers(name)')).toMatchObject({
      status: 400,
      body: { code: 'PGRST200' },
    });
    expect(await get('books?select=title&authors.name=eq.Ursula')).toMatchObject({
      status: 400,
      body: { code: 'PGRST108' },
    });
  });

  it('refuses an unknown operator and a schema outside db-schemas', async () => {
    expect(await get('books?title=about.x')).toMatchObject({ status: 400, body: { code: 'PGRST100' } });
    expect(await get('books', { 'accept-profile': 'other' })).toMatchObject({
      status: 406,
      body: { code: 'PGRST106' },
    });
  });

  it('writes Content-Range as PostgREST does at the edges', async () => {
    expect((await get('books?select=id&limit=2', { prefer: 'count=exact' })).range).toBe('0-1/3');
    expect(await get('books?select=id&title=eq.none', { prefer: 'count=exact' })).toMatchObject({
      status: 200,
      range: '*/0',
      body: [],
    });
    expect(await get('books?select=id&offset=5', { prefer: 'count=exact' })).toMatchObject({ status: 416 });
    expect((await get('books?select=id')).range).toBe('0-2/*');
  });

  it('runs as the role of the bearer token, and as anon without one', async () => {
    const token = `x.${Buffer.from(JSON.stringify({ role: 'authenticated', sub: 'u1' })).toString('base64url')}.y`;
    expect((await get('rpc/whoami', { authorization: `Bearer ${token}` })).body).toBe('authenticated');
    expect((await get('rpc/whoami')).body).toBe('anon');
    expect(requestClaims('Bearer not-a-jwt')).toEqual({ role: 'anon' });
  });

  it('refuses an update without a filter, as pg-safeupdate does on the platform', async () => {
    await db.exec('grant update on books to anon');
    const response = await fetch(`${rest.url}/rest/v1/books`, {
      method: 'PATCH',
      headers: { apikey: 'key', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });
});
