import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Just enough of the auth server's phone endpoints to run the phone-login examples for real with supabase-js:
 * `POST /auth/v1/otp`, `/verify` (type sms), `/signup` with a phone and password, and
 * `/token?grant_type=password`. Codes are "texted" into an outbox the test reads, one use each; errors use the
 * auth server's shape (`error_code`, `msg`). Anything else is a 404, so a sample that calls more fails.
 */

export interface SentSms {
  phone: string;
  code: string;
}

interface StandInUser {
  id: string;
  phone: string;
  password?: string;
  confirmedAt?: string;
  createdAt: string;
}

export interface AuthSmsStandIn {
  url: string;
  server: Server;
  outbox: SentSms[];
  /** When true, code and password requests need `gotrue_meta_security.captcha_token` equal to VALID_CAPTCHA. */
  requireCaptcha: boolean;
}

export const VALID_CAPTCHA = 'captcha-token-from-the-widget';

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Auth stores numbers as digits without the plus sign; anything else is refused as the server does. */
function normalizePhone(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/^\+/, '') : '';
  if (!/^[1-9]\d{6,14}$/.test(digits)) {
    throw new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return digits;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  const parsed: unknown = text ? JSON.parse(text) : {};
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function userJson(user: StandInUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    phone: user.phone,
    phone_confirmed_at: user.confirmedAt ?? null,
    app_metadata: { provider: 'phone', providers: ['phone'] },
    user_metadata: {},
    created_at: user.createdAt,
  };
}

function session(user: StandInUser) {
  return {
    access_token: `stand-in.${randomUUID()}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: randomUUID(),
    user: userJson(user),
  };
}

export async function startAuthSmsStandIn(): Promise<AuthSmsStandIn> {
  const users = new Map<string, StandInUser>();
  const codes = new Map<string, string>();
  const standIn = { outbox: [] as SentSms[], requireCaptcha: false };

  const text = (phone: string) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    codes.set(phone, code);
    standIn.outbox.push({ phone, code });
  };
  const checkCaptcha = (body: Record<string, unknown>) => {
    const security = body.gotrue_meta_security as { captcha_token?: unknown } | undefined;
    if (standIn.requireCaptcha && security?.captcha_token !== VALID_CAPTCHA) {
      throw new AuthError(400, 'captcha_failed', 'captcha verification process failed');
    }
  };
  const userFor = (phone: string) => {
    const existing = users.get(phone);
    if (existing) return existing;
    const created: StandInUser = { id: randomUUID(), phone, createdAt: new Date().toISOString() };
    users.set(phone, created);
    return created;
  };

  const routes: Record<string, (body: Record<string, unknown>, url: URL) => unknown> = {
    '/auth/v1/otp': (body) => {
      checkCaptcha(body);
      const phone = normalizePhone(body.phone);
      if (body.create_user === false && !users.has(phone)) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      userFor(phone);
      text(phone);
      return {};
    },
    '/auth/v1/verify': (body) => {
      const phone = normalizePhone(body.phone);
      const user = users.get(phone);
      if (body.type !== 'sms' || !user || codes.get(phone) !== body.token) {
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      codes.delete(phone);
      user.confirmedAt ??= new Date().toISOString();
      return session(user);
    },
    '/auth/v1/signup': (body) => {
      checkCaptcha(body);
      const phone = normalizePhone(body.phone);
      if (users.get(phone)?.confirmedAt)
        throw new AuthError(422, 'phone_exists', 'Phone number already registered');
      if (typeof body.password !== 'string' || body.password.length < 6) {
        throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.');
      }
      const user = userFor(phone);
      user.password = body.password;
      text(phone);
      return userJson(user);
    },
    '/auth/v1/token': (body, url) => {
      if (url.searchParams.get('grant_type') !== 'password') {
        throw new AuthError(400, 'validation_failed', 'only grant_type=password is supported here');
      }
      checkCaptcha(body);
      const user = users.get(normalizePhone(body.phone));
      if (!user?.password || user.password !== body.password) {
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.confirmedAt) throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
      return session(user);
    },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const route = routes[url.pathname];
    if (request.method !== 'POST' || !route)
      return send(404, { code: 404, error_code: 'not_found', msg: 'Not found' });
    if (!request.headers.apikey) return send(401, { message: 'No API key found in request' });
    try {
      send(200, route(await readJson(request), url));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      send(error.status, { code: error.status, error_code: error.code, msg: error.message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, { url: `http://127.0.0.1:${port}`, server });
}
