import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { availableBonusCents } from '../bonus/ledger';

// A client's account record, read by sign-in (auth), the profile (users) and the back office (admin).

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Transaction;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The client's row, locked until the transaction ends: their money-moving writes take turns. */
export async function lockAccount(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** The billing details a client gave at checkout become their profile's. */
export async function saveBillingDetails(tx: Transaction, id: string, billing: Pick<UserRow, 'companyName' | 'vatId' | 'billingAddress'>, at: Date) {
  await tx.update(users).set({ ...billing, updatedAt: at }).where(eq(users.id, id));
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function getUser(db: Executor, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** The user record of spec 3, with the available bonus as bonusBalance. */
export async function userResponse(db: Executor, user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    bonusBalance: (await availableBonusCents(db, user.id)) / 100,
    bonusOffer: user.bonusOffer,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
