import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: 'client' | 'admin';
  /** The session (refresh-token family) the token belongs to: a token dies with its session. */
  sessionId: string;
}

/** HS256 access tokens with an expiry and their session; verification accepts no other algorithm. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
        const role = payload.role === 'admin' ? 'admin' : 'client';
        return payload.sub && typeof payload.sid === 'string' ? { userId: payload.sub, role, sessionId: payload.sid } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
