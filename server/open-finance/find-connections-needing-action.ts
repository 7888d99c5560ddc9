import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { listConnections } from "@/server/open-finance/list-connections";

export interface ConnectionNeedingAction {
  id: string;
  institutionName: string;
  statusLabel: string;
}

/** The connections where the bank asks the person to reconnect (for the bell and the daily e-mail). */
export async function findConnectionsNeedingAction(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<ConnectionNeedingAction[]> {
  const connections = await listConnections(db, userId, {}, now);
  return connections
    .filter((connection) => connection.needsAction)
    .map(({ id, institutionName, statusLabel }) => ({ id, institutionName, statusLabel }));
}
