import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { clientContracts, locations, salesManuals } from '../../db/catalogue-schema';
import { clients, users } from '../../db/schema';

export interface ClientValues {
  name: string;
  configuration: { date_format: string };
  /** null removes the logo, undefined keeps it. */
  logo?: string | null;
}

export interface ContractValues {
  clientId: number;
  salesManualId: number;
  name: string;
  locationIds: number[];
  ownerUserId: number | null;
  commissionMode: string;
  commissionPct: string;
}

const activeClient = (tenantId: number, id: number) =>
  and(eq(clients.tenantId, tenantId), eq(clients.id, id), eq(clients.archived, false));
const activeContract = (tenantId: number, id: number) =>
  and(eq(clientContracts.tenantId, tenantId), eq(clientContracts.id, id), eq(clientContracts.archived, false));

export const clientsRepository = {
  async create(tx: TenantTx, tenantId: number, values: ClientValues): Promise<number> {
    const [row] = await tx
      .insert(clients)
      .values({ tenantId, ...values })
      .returning({ id: clients.id });
    return row!.id;
  },

  /** Keeps configuration keys the form does not know about; false when there is no such client. */
  async update(tx: TenantTx, tenantId: number, id: number, values: ClientValues): Promise<boolean> {
    const rows = await tx
      .update(clients)
      .set({
        name: values.name,
        configuration: sql`${clients.configuration} || ${JSON.stringify(values.configuration)}::jsonb`,
        ...(values.logo !== undefined ? { logo: values.logo } : {}),
        updatedAt: new Date(),
      })
      .where(activeClient(tenantId, id))
      .returning({ id: clients.id });
    return rows.length > 0;
  },

  /** A client's contracts go with it: a contract of an archived client cannot be sold. */
  async archive(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    const rows = await tx
      .update(clients)
      .set({ archived: true, updatedAt: new Date() })
      .where(activeClient(tenantId, id))
      .returning({ id: clients.id });
    if (!rows.length) return false;
    await tx
      .update(clientContracts)
      .set({ archived: true })
      .where(and(eq(clientContracts.tenantId, tenantId), eq(clientContracts.clientId, id)));
    return true;
  },

  async exists(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (await tx.select({ id: clients.id }).from(clients).where(activeClient(tenantId, id)).limit(1)).length > 0;
  },
};

export const contractsRepository = {
  async create(tx: TenantTx, tenantId: number, values: ContractValues): Promise<number> {
    const [row] = await tx
      .insert(clientContracts)
      .values({ tenantId, ...values })
      .returning({ id: clientContracts.id });
    return row!.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: ContractValues): Promise<boolean> {
    return (
      (
        await tx
          .update(clientContracts)
          .set(values)
          .where(activeContract(tenantId, id))
          .returning({ id: clientContracts.id })
      ).length > 0
    );
  },

  async archive(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (
      (
        await tx
          .update(clientContracts)
          .set({ archived: true })
          .where(activeContract(tenantId, id))
          .returning({ id: clientContracts.id })
      ).length > 0
    );
  },

  async salesManualExists(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    const rows = await tx
      .select({ id: salesManuals.id })
      .from(salesManuals)
      .where(and(eq(salesManuals.tenantId, tenantId), eq(salesManuals.id, id), eq(salesManuals.archived, false)))
      .limit(1);
    return rows.length > 0;
  },

  /** The ids of the list that name no location. */
  async unknownLocations(tx: TenantTx, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = new Set(
      (await tx.select({ id: locations.id }).from(locations).where(inArray(locations.id, ids))).map((r) => r.id),
    );
    return ids.filter((id) => !found.has(id));
  },

  async userExists(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    return (
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
          .limit(1)
      ).length > 0
    );
  },
};
