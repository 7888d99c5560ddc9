import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { paymentMethods } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems } from "@/db/schema-open-finance";
import { connectionNeedsAction, connectionStatusLabel } from "@/lib/domain/bank-connection-status";
import type { DbOrTx } from "@/lib/server/db";
import { numericToCents } from "@/lib/format/money";
import type { BankAccountJson, BankConnectionJson } from "@/lib/schemas/open-finance";

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const suggested = alias(paymentMethods, "suggested_method");

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
      linkState: openFinanceAccounts.linkState,
      suggestedPaymentMethodId: openFinanceAccounts.suggestedPaymentMethodId,
      suggestedPaymentMethodName: suggested.name,
      linkAdjustment: openFinanceAccounts.linkAdjustment,
      linkAdjustmentSeenAt: openFinanceAccounts.linkAdjustmentSeenAt,
      lastSyncedAt: openFinanceAccounts.lastSyncedAt,
    })
    .from(openFinanceAccounts)
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, openFinanceAccounts.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .leftJoin(
      suggested,
      and(eq(suggested.id, openFinanceAccounts.suggestedPaymentMethodId), eq(suggested.userId, userId)),
    )
    .where(and(eq(openFinanceAccounts.userId, userId), filter.id ? eq(openFinanceAccounts.itemId, filter.id) : undefined))
    .orderBy(asc(openFinanceAccounts.type), asc(openFinanceAccounts.name), asc(openFinanceAccounts.id));
  const byItem = new Map<string, BankAccountJson[]>();
  for (const { itemId, lastSyncedAt, linkAdjustment, linkAdjustmentSeenAt, linkState, ...account } of accounts) {
    const list = byItem.get(itemId) ?? [];
    list.push({
      ...account,
      linkedPaymentMethodId: account.paymentMethodId,
      linkState: linkState === "pending" ? "pending" : "linked",
      linkAdjustmentCents:
        linkAdjustment !== null && !linkAdjustmentSeenAt ? numericToCents(linkAdjustment) : null,
      lastSyncedAt: iso(lastSyncedAt),
    });
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
