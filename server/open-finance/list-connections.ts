import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { paymentMethods } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems } from "@/db/schema-open-finance";
import { connectionNeedsAction, connectionStatusLabel } from "@/lib/domain/bank-connection-status";
import type { DbOrTx } from "@/lib/server/db";
import type { BankAccountJson, BankConnectionJson } from "@/lib/schemas/open-finance";

const suggested = alias(paymentMethods, "suggested_method");

/** A connected account, as the API's `BankAccountJson` describes it, with its instant as a Date. */
export type ConnectionAccount = Omit<BankAccountJson, "linkedPaymentMethodId" | "lastSyncedAt"> & {
  lastSyncedAt: Date | null;
};

/** A connection, as the API's `BankConnectionJson` describes it, with instants as Dates. */
export type Connection = Omit<BankConnectionJson, "lastSyncedAt" | "consentExpiresAt" | "createdAt" | "accounts"> & {
  /** Pluggy's id, which the widget takes to reconnect (update mode); not a secret. */
  pluggyItemId: string;
  lastSyncedAt: Date | null;
  consentExpiresAt: Date | null;
  createdAt: Date;
  accounts: ConnectionAccount[];
};

/**
 * The person's bank connections (or one, by id), oldest first, each with its accounts and the
 * payment method each maps to: what the /connections screen shows and GET /open-finance/items answers.
 */
export async function listConnections(
  db: DbOrTx,
  userId: string,
  filter: { id?: string } = {},
  now: Date = new Date(),
): Promise<Connection[]> {
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
  const byItem = new Map<string, ConnectionAccount[]>();
  for (const { itemId, linkAdjustment, linkAdjustmentSeenAt, linkState, ...account } of accounts) {
    const list = byItem.get(itemId) ?? [];
    list.push({
      ...account,
      linkState: linkState === "pending" ? "pending" : "linked",
      linkAdjustmentCents:
        linkAdjustment !== null && !linkAdjustmentSeenAt ? linkAdjustment : null,
    });
    byItem.set(itemId, list);
  }
  return items.map((item) => ({
    id: item.id,
    pluggyItemId: item.pluggyItemId,
    institutionName: item.institutionName,
    status: item.status,
    statusLabel: connectionStatusLabel(item, now),
    needsAction: connectionNeedsAction(item, now),
    lastSyncedAt: item.lastSyncedAt,
    consentExpiresAt: item.consentExpiresAt,
    createdAt: item.createdAt,
    accounts: byItem.get(item.id) ?? [],
  }));
}
