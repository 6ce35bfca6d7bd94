import type { TenantTx } from '../../db/client';
import { messages, trackingEvents } from '../../db/schema';

export const contactRepository = {
  async addMessage(tx: TenantTx, values: typeof messages.$inferInsert): Promise<number> {
    const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
    return row!.id;
  },
  async addEvents(tx: TenantTx, rows: (typeof trackingEvents.$inferInsert)[]): Promise<void> {
    if (rows.length) await tx.insert(trackingEvents).values(rows);
  },
};
