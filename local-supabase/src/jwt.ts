// HS256 JWTs signed with the Supabase CLI's well-known local secret (keys.mjs): the same secret
// PostgREST verifies with, so a session token from /auth/v1 is accepted by /rest/v1 as is.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LOCAL_JWT_SECRET } from '../keys.mjs';

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

export interface Claims extends JWTPayload {
  role?: string;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

/** Verifies signature and expiry; undefined when the token is not valid. */
export async function verifyJwt(token: string): Promise<Claims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return payload as Claims;
  } catch {
    return undefined;
  }
}
