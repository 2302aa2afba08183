// The user and session objects in the shape GoTrue answers and @supabase/auth-js expects.
import type { UserRow } from '../data/users.ts';
import { ACCESS_TOKEN_SECONDS } from './tokens.ts';

export function gotrueUser(user: UserRow) {
  const created = user.created_at.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    confirmed_at: created,
    phone: '',
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: created,
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

export function gotrueSession(
  user: UserRow,
  access: { token: string; expiresAt: number },
  refreshToken: string,
) {
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: gotrueUser(user),
  };
}

export type GoTrueSession = ReturnType<typeof gotrueSession>;
