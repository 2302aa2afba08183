// The user and session objects in the shape GoTrue answers and @supabase/auth-js expects.
import type { UserRow } from '../data/users.ts';
import { ACCESS_TOKEN_SECONDS } from './tokens.ts';

export function gotrueUser(user: UserRow) {
  const created = user.created_at.toISOString();
  // Seeded accounts count as confirmed by email; a phone user is confirmed once a texted code was verified.
  const emailConfirmed = user.email ? created : null;
  const phoneConfirmed = user.phone_confirmed_at?.toISOString() ?? null;
  const provider = user.email ? 'email' : 'phone';
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    ...(emailConfirmed ? { email_confirmed_at: emailConfirmed } : {}),
    phone: user.phone ?? '',
    ...(phoneConfirmed ? { phone_confirmed_at: phoneConfirmed } : {}),
    ...(emailConfirmed || phoneConfirmed ? { confirmed_at: emailConfirmed ?? phoneConfirmed } : {}),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider, providers: [provider] },
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
