import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems } from "@/db/schema-open-finance";
import { connectionNeedsAction, connectionStatusLabel } from "@/lib/domain/bank-connection-status";
import type { DbOrTx } from "@/lib/server/db";
import type { BankAccountJson, BankConnectionJson } from "@/lib/schemas/open-finance";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET /open-finance/items: the person's connections (or one, by id), each with its accounts. */
export async function listConnections(
  db: DbOrTx,
  userId: string,
  filter: { id?: string } = {},
  now: Date = new Date(),
): Promise<BankConnectionJson[]> {
  const items = await db
    .select()
    .from(openFinanceItems)
    .where(and(eq(openFinanceItems.userId, userId), filter.id ? eq(openFinanceItems.id, filter.id) : undefined))
    .orderBy(asc(openFinanceItems.createdAt), asc(openFinanceItems.id));
  if (items.length === 0) return [];
  const accounts = await db
    .select({
      id: openFinanceAccounts.id,
      itemId: openFinanceAccounts.itemId,
      type: openFinanceAccounts.type,
      name: openFinanceAccounts.name,
      number: openFinanceAccounts.number,
      paymentMethodId: openFinanceAccounts.paymentMethodId,
      paymentMethodName: paymentMethods.name,
      lastSyncedAt: openFinanceAccounts.lastSyncedAt,
    })
    .from(openFinanceAccounts)
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, openFinanceAccounts.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .where(and(eq(openFinanceAccounts.userId, userId), filter.id ? eq(openFinanceAccounts.itemId, filter.id) : undefined))
    .orderBy(asc(openFinanceAccounts.type), asc(openFinanceAccounts.name), asc(openFinanceAccounts.id));
  const byItem = new Map<string, BankAccountJson[]>();
  for (const { itemId, lastSyncedAt, ...account } of accounts) {
    const list = byItem.get(itemId) ?? [];
    list.push({ ...account, lastSyncedAt: iso(lastSyncedAt) });
    byItem.set(itemId, list);
  }
  return items.map((item) => ({
    id: item.id,
    institutionName: item.institutionName,
    status: item.status,
    statusLabel: connectionStatusLabel(item, now),
    needsAction: connectionNeedsAction(item, now),
    consentExpiresAt: iso(item.consentExpiresAt),
    lastSyncedAt: iso(item.lastSyncedAt),
    createdAt: item.createdAt.toISOString(),
    accounts: byItem.get(item.id) ?? [],
  }));
}
