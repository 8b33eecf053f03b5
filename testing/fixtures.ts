import type { User } from 'shared-api';

/** A verified client as the API returns one; tests override what they need. */
export function aClient(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Novak',
    role: 'client',
    bonusBalance: 10000,
    bonusOffer: 'percentage',
    isEmailVerified: true,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
