import "server-only";
import { callPluggy, pluggyStatus } from "@/server/open-finance/call-pluggy";
import { pluggyClient } from "@/server/open-finance/pluggy-client";

/** Deletes an item at Pluggy; one Pluggy no longer knows is already gone. */
export async function deletePluggyItem(pluggyItemId: string): Promise<void> {
  const client = pluggyClient();
  await callPluggy(() =>
    client.deleteItem(pluggyItemId).catch((error: unknown) => {
      if (pluggyStatus(error) !== 404) throw error;
    }),
  );
}
