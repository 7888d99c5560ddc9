import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { ConnectTokenJson } from "@/lib/schemas/open-finance";
import { callPluggy } from "@/server/open-finance/call-pluggy";
import { clientUserIdOf } from "@/server/open-finance/client-user-id";
import { findOwnedConnection } from "@/server/open-finance/find-owned-connection";
import { pluggyClient } from "@/server/open-finance/pluggy-client";
import { webhookUrl } from "@/server/open-finance/webhook-token";

/**
 * A Connect token for the widget: for a new connection, or (with `connectionId`) to reconnect or
 * update one of the person's, when the token carries Pluggy's item id.
 */
export async function createConnectToken(
  db: DbOrTx,
  userId: string,
  input: { connectionId?: string },
): Promise<ConnectTokenJson> {
  const client = pluggyClient();
  const itemId = input.connectionId ? (await findOwnedConnection(db, userId, input.connectionId)).pluggyItemId : undefined;
  const { accessToken } = await callPluggy(() =>
    client.createConnectToken(itemId, { clientUserId: clientUserIdOf(userId), webhookUrl: webhookUrl(), avoidDuplicates: true }),
  );
  return { accessToken };
}
