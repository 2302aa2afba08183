import { epochSeconds } from './expiry';
import { signHs256 } from './sign';

/*
 * The API keys of a self-hosted project: HS256 JWTs signed with the project's JWT secret whose `role` claim
 * names the Postgres role requests run as.
 */

export const JWT_ROLES = ['anon', 'service_role'] as const;
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
