import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { services } from '../../db/schema';

/** The services among `ids` a client can order, with their delivery time in days where known. */
export async function availableServiceDeliveryDays(db: Database, ids: string[]): Promise<Array<{ id: string; days: number | null }>> {
  return db
    .select({ id: services.id, days: services.estimatedDeliveryDays })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.isActive, true)));
}
