// Who sees what: every seeded user (and nobody) × every endpoint × every ref → the expected status, worked
// out from the seed data, not from the server. No answer may name another user's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchesOf,
  organizationsOf,
  projectsOf,
  type SeedUser,
  seedBranches,
  seedOrganizations,
  seedProjects,
  seedUsers,
} from '../src/seed/seed-data.ts';
import { bearer, signIn } from './support/http.ts';
import { databaseKind, startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  for (const user of seedUsers) tokens.set(user.id, (await signIn(server.url, user.email)).access_token);
});
afterAll(() => server?.close());

const hostileRefs = [
  "'; drop table projects; --",
  '../',
  '..%2f',
  '%2e%2e%2f',
  '%2e%2e',
  'demostorefrontapiref%2f..%2fmanyprojectsnumberaa',
  'DEMOSTOREFRONTAPIREF',
  'demostorefrontapiref ',
  'demostorefrontapiref%00',
  'x'.repeat(10 * 1024),
  'a'.repeat(64),
  'ünïcödé-ref',
  '日本語',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '*',
];
const nonExistent = 'zzzzzzzzzzzzzzzzzzzz';
const allRefs = [
  ...seedProjects.map((project) => project.ref),
  ...seedBranches
    .map((branch) => branch.project_ref)
    .filter((ref) => !seedProjects.some((p) => p.ref === ref)),
  nonExistent,
  ...hostileRefs,
];

type Expectation = { status: number; check?: (body: unknown) => void };

/** The oracle: what `user` must get from each endpoint for each ref, from the seed data alone. */
function expectedBranches(user: SeedUser, ref: string): Expectation {
  const project = projectsOf(user).find((candidate) => candidate.ref === ref);
  if (!project)
    return { status: 404, check: (body) => expect(body).toEqual({ message: 'Project not found' }) };
  if (!project.is_branch_enabled) {
    return {
      status: 404,
      check: (body) => expect(body).toEqual({ message: 'Branching is not enabled for this project' }),
    };
  }
  const branches = seedBranches.filter((branch) => branch.parent_project_ref === ref);
  return {
    status: 200,
    check: (body) => {
      expect(body).toEqual(expect.arrayContaining(branches));
      expect(body).toHaveLength(branches.length);
      const production = (body as typeof branches)[0];
      expect(production?.project_ref).toBe(production?.parent_project_ref);
    },
  };
}

function expectedApi(user: SeedUser, ref: string): Expectation {
  const visible = [...projectsOf(user).map((p) => p.ref), ...branchesOf(user).map((b) => b.project_ref)];
  if (!visible.includes(ref)) {
    return { status: 404, check: (body) => expect(body).toEqual({ message: 'Project not found' }) };
  }
  return {
    status: 200,
    check: (body) => {
      const service = (body as { autoApiService: Record<string, string> }).autoApiService;
      expect(service.protocol).toBe('https');
      expect(service.endpoint).toBe(`${ref}.supabase.co`);
      const [header, payload] = (service.defaultApiKey ?? '').split('.');
      expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
        ref,
        role: 'anon',
      });
    },
  };
}

/** Strings that name data `user` must never see: other users' emails and ids, foreign orgs, projects, branches. */
function foreignMarkers(user: SeedUser): string[] {
  const ownOrgs = new Set(organizationsOf(user).map((o) => o.id));
  const ownRefs = new Set([
    ...projectsOf(user).map((p) => p.ref),
    ...branchesOf(user).map((b) => b.project_ref),
  ]);
  return [
    ...seedUsers.filter((other) => other.id !== user.id).flatMap((other) => [other.id, other.email]),
    ...seedOrganizations.filter((o) => !ownOrgs.has(o.id)).map((o) => JSON.stringify(o.name).slice(1, -1)),
    ...seedProjects
      .filter((p) => !ownRefs.has(p.ref))
      .flatMap((p) => [p.ref, JSON.stringify(p.name).slice(1, -1)]),
    ...seedBranches
      .filter((b) => !ownRefs.has(b.parent_project_ref))
      .flatMap((b) => [b.id, b.project_ref, JSON.stringify(b.name).slice(1, -1)]),
  ];
}

interface Row {
  who: string;
  user: SeedUser | null;
  path: string;
  expected: Expectation;
}

const rows: Row[] = [];
for (const user of [...seedUsers, null]) {
  const who = user?.email ?? 'nobody';
  const anonymous = (expectation: Expectation) => (user ? expectation : { status: 401 });
  rows.push({
    who,
    user,
    path: '/platform/organizations',
    expected: anonymous({
      status: 200,
      check: (body) =>
        expect(body).toEqual(user ? organizationsOf(user).map(({ id, name }) => ({ id, name })) : []),
    }),
  });
  rows.push({
    who,
    user,
    path: '/platform/projects',
    expected: anonymous({
      status: 200,
      check: (body) => {
        const own = user ? projectsOf(user) : [];
        expect(body).toEqual(expect.arrayContaining(own));
        expect(body).toHaveLength(own.length);
      },
    }),
  });
  rows.push({
    who,
    user,
    path: '/auth/v1/user',
    expected: anonymous({
      status: 200,
      check: (body) => expect(body).toMatchObject({ id: user?.id, email: user?.email }),
    }),
  });
  for (const ref of allRefs) {
    const encoded = ref.includes('%') ? ref : encodeURIComponent(ref);
    // A dot-segment ref is resolved away by the URL parser before it is sent: it reaches another path.
    const notAProject: Expectation = {
      status: 404,
      check: (body) => expect(body).toEqual({ message: 'Not found' }),
    };
    if (ref === '%2e%2e') {
      rows.push({
        who,
        user,
        path: `/v1/projects/${ref}/branches`,
        expected: user ? notAProject : { status: 401 },
      });
      rows.push({
        who,
        user,
        path: `/platform/props/project/${ref}/api`,
        expected: user ? notAProject : { status: 401 },
      });
      continue;
    }
    rows.push({
      who,
      user,
      path: `/v1/projects/${encoded}/branches`,
      expected: user ? expectedBranches(user, ref) : { status: 401 },
    });
    rows.push({
      who,
      user,
      path: `/platform/props/project/${encoded}/api`,
      expected: user ? expectedApi(user, ref) : { status: 401 },
    });
  }
}

describe(`access matrix (${databaseKind}): ${rows.length} requests`, () => {
  it('covers every user, endpoint and ref', () => {
    expect(new Set(rows.map((row) => row.who)).size).toBe(seedUsers.length + 1);
    expect(rows.length).toBeGreaterThan(300);
  });

  it.each(
    rows.map(
      (row) =>
        [
          row.who,
          row.path.length > 120 ? `${row.path.slice(0, 60)}…(${row.path.length} chars)` : row.path,
          row,
        ] as const,
    ),
  )('%s GET %s', async (_who, _label, { user, path, expected }) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: user ? bearer(tokens.get(user.id) ?? '') : {},
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 200)).toBe(expected.status);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(text);
    // The auth routes say it as GoTrue does (no_authorization); the platform routes in their own words.
    if (expected.status === 401) {
      expect(body.message).toBe(
        path.startsWith('/auth/v1') ? 'This endpoint requires a valid Bearer token' : 'Missing access token',
      );
    }
    expected.check?.(body);
    for (const marker of user ? foreignMarkers(user) : foreignMarkers({ id: '', email: '' })) {
      expect(text, `answer to ${user?.email ?? 'nobody'} names "${marker}"`).not.toContain(marker);
    }
  });

  it('left every table in place after the hostile refs', async () => {
    const response = await fetch(`${server.url}/platform/projects`, {
      headers: bearer(tokens.get(seedUsers[2]?.id ?? '') ?? ''),
    });
    expect(await response.json()).toHaveLength(25);
  });
});
