import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { openFinanceAccounts, openFinanceItems } from "@/db/schema-open-finance";
import { connectionNeedsAction, connectionStatusLabel } from "@/lib/domain/bank-connection-status";
import { numericToCents, type Cents } from "@/lib/format/money";

const suggested = alias(paymentMethods, "suggested_method");

export interface ConnectionAccount {
  id: string;
  name: string;
  type: string;
  number: string | null;
  paymentMethodId: string | null;
  paymentMethodName: string | null;
  /** pending: "Esta é a sua “…”?" waits for the person; nothing is written for it meanwhile. */
  linkState: "linked" | "pending";
  suggestedPaymentMethodId: string | null;
  suggestedPaymentMethodName: string | null;
  /** "Ajuste de saldo ao conectar", until the person has seen it. */
  linkAdjustmentCents: Cents | null;
}

export interface Connection {
  id: string;
  /** Pluggy's id, which the widget takes to reconnect (update mode); not a secret. */
  pluggyItemId: string;
  institutionName: string;
  status: string;
  statusLabel: string;
  needsAction: boolean;
  lastSyncedAt: Date | null;
  consentExpiresAt: Date | null;
  accounts: ConnectionAccount[];
}

/** The person's bank connections, oldest first, each with its accounts and the payment method each maps to. */
export async function listConnections(db: DbOrTx, userId: string, now: Date = new Date()): Promise<Connection[]> {
  const rows = await db
    .select({
      id: openFinanceItems.id,
      pluggyItemId: openFinanceItems.pluggyItemId,
      institutionName: openFinanceItems.institutionName,
      status: openFinanceItems.status,
      lastSyncedAt: openFinanceItems.lastSyncedAt,
      consentExpiresAt: openFinanceItems.consentExpiresAt,
      accountId: openFinanceAccounts.id,
      accountName: openFinanceAccounts.name,
      accountType: openFinanceAccounts.type,
      accountNumber: openFinanceAccounts.number,
      paymentMethodId: openFinanceAccounts.paymentMethodId,
      paymentMethodName: paymentMethods.name,
      linkState: openFinanceAccounts.linkState,
      suggestedPaymentMethodId: openFinanceAccounts.suggestedPaymentMethodId,
      suggestedPaymentMethodName: suggested.name,
      linkAdjustment: openFinanceAccounts.linkAdjustment,
      linkAdjustmentSeenAt: openFinanceAccounts.linkAdjustmentSeenAt,
    })
    .from(openFinanceItems)
    .leftJoin(
      openFinanceAccounts,
      and(eq(openFinanceAccounts.itemId, openFinanceItems.id), eq(openFinanceAccounts.userId, userId)),
    )
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, openFinanceAccounts.paymentMethodId), eq(paymentMethods.userId, userId)),
    )
    .leftJoin(
      suggested,
      and(eq(suggested.id, openFinanceAccounts.suggestedPaymentMethodId), eq(suggested.userId, userId)),
    )
    .where(eq(openFinanceItems.userId, userId))
    .orderBy(
      asc(openFinanceItems.createdAt),
      asc(openFinanceItems.id),
      asc(openFinanceAccounts.type),
      asc(openFinanceAccounts.name),
      asc(openFinanceAccounts.id),
    );

  const connections = new Map<string, Connection>();
  for (const row of rows) {
    let connection = connections.get(row.id);
    if (!connection) {
      const state = { status: row.status, consentExpiresAt: row.consentExpiresAt };
      connection = {
        id: row.id,
        pluggyItemId: row.pluggyItemId,
        institutionName: row.institutionName,
        status: row.status,
        statusLabel: connectionStatusLabel(state, now),
        needsAction: connectionNeedsAction(state, now),
        lastSyncedAt: row.lastSyncedAt,
        consentExpiresAt: row.consentExpiresAt,
        accounts: [],
      };
      connections.set(row.id, connection);
    }
    if (row.accountId && row.accountName && row.accountType) {
      connection.accounts.push({
        id: row.accountId,
        name: row.accountName,
        type: row.accountType,
        number: row.accountNumber,
        paymentMethodId: row.paymentMethodId,
        paymentMethodName: row.paymentMethodName,
        linkState: row.linkState === "pending" ? "pending" : "linked",
        suggestedPaymentMethodId: row.suggestedPaymentMethodId,
        suggestedPaymentMethodName: row.suggestedPaymentMethodName,
        linkAdjustmentCents:
          row.linkAdjustment !== null && !row.linkAdjustmentSeenAt ? numericToCents(row.linkAdjustment) : null,
      });
    }
  }
  return [...connections.values()];
}
