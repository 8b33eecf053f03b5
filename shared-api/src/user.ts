import type { BonusOffer } from 'shared-domain';

/** A signed-in client as the API describes it (spec 3). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  role: 'client' | 'admin';
  bonusBalance: number;
  /** The welcome offer of the terms accepted at sign-up; it does not follow the site language. */
  bonusOffer: BonusOffer;
  isEmailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires (3600). */
  expiresIn: number;
}
