import { API_KEY_ROLES } from '@/data/api-key-roles';
import { epochSeconds } from './expiry';
import { signHs256 } from './sign';

/*
 * The API keys of a self-hosted project: HS256 JWTs signed with the project's JWT secret whose `role` claim
 * names the Postgres role requests run as.
 */

/** The roles of the two API keys (data/api-keys.ts, with its source). */
export const JWT_ROLES = API_KEY_ROLES;
export type JwtRole = (typeof JWT_ROLES)[number];
const JWT_ISSUER = 'supabase';

function roleJwtClaims(role: JwtRole, now: Date, exp: number) {
  return { role, iss: JWT_ISSUER, iat: epochSeconds(now), exp };
}

export function createRoleJwt(input: {
  secret: string;
  role: JwtRole;
  now: Date;
  exp: number;
}): Promise<string> {
  return signHs256(input.secret, roleJwtClaims(input.role, input.now, input.exp));
}
