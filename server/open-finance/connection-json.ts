import "server-only";
import type { BankAccountJson, BankConnectionJson } from "@/lib/schemas/open-finance";
import type { Connection, ConnectionAccount } from "@/server/open-finance/list-connections";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A connected account as the API answers it: instants as ISO strings, the link named twice as before. */
export function connectionAccountJson({ lastSyncedAt, ...account }: ConnectionAccount): BankAccountJson {
  return { ...account, linkedPaymentMethodId: account.paymentMethodId, lastSyncedAt: iso(lastSyncedAt) };
}

/** A connection as GET /open-finance/items answers it (Pluggy's item id stays on the server). */
export function connectionJson(connection: Connection): BankConnectionJson {
  return {
    id: connection.id,
    institutionName: connection.institutionName,
    status: connection.status,
    statusLabel: connection.statusLabel,
    needsAction: connection.needsAction,
    consentExpiresAt: iso(connection.consentExpiresAt),
    lastSyncedAt: iso(connection.lastSyncedAt),
    createdAt: connection.createdAt.toISOString(),
    accounts: connection.accounts.map(connectionAccountJson),
  };
}
