// The user and session objects in the shape GoTrue answers and @supabase/auth-js expects.
import type { FactorRow } from '../data/mfa-factors.ts';
import type { UserRow } from '../data/users.ts';
import { ACCESS_TOKEN_SECONDS } from './tokens.ts';

function provider(user: UserRow): string {
  if (user.is_anonymous) return 'anonymous';
  return user.email ? 'email' : 'phone';
}

/** GoTrue's user object; `factors` is listed only when the user has some, as GoTrue does. */
export function gotrueUser(user: UserRow, factors: FactorRow[] = []) {
  const created = user.created_at.toISOString();
  const emailConfirmed = user.email_confirmed_at?.toISOString() ?? null;
  const phoneConfirmed = user.phone_confirmed_at?.toISOString() ?? null;
  const method = provider(user);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    ...(emailConfirmed ? { email_confirmed_at: emailConfirmed } : {}),
    phone: user.phone ?? '',
    ...(phoneConfirmed ? { phone_confirmed_at: phoneConfirmed } : {}),
    ...(emailConfirmed || phoneConfirmed ? { confirmed_at: emailConfirmed ?? phoneConfirmed } : {}),
    ...(user.new_email ? { new_email: user.new_email } : {}),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider: method, providers: [method] },
    user_metadata: user.user_metadata ?? {},
    identities: [],
    ...(factors.length > 0
      ? {
          factors: factors.map((factor) => ({
            id: factor.id,
            friendly_name: factor.friendly_name ?? undefined,
            factor_type: factor.factor_type,
            status: factor.status,
            created_at: factor.created_at.toISOString(),
            updated_at: factor.updated_at.toISOString(),
          })),
        }
      : {}),
    created_at: created,
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous ?? false,
  };
}

export function gotrueSession(
  user: UserRow,
  access: { token: string; expiresAt: number },
  refreshToken: string,
  factors: FactorRow[] = [],
) {
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: gotrueUser(user, factors),
  };
}

export type GoTrueSession = ReturnType<typeof gotrueSession>;
