// PATCH /api/v1/open-finance/accounts/{id} — link a connected account to one of the person's, or make a new one
import { db } from "@/lib/server/db";
import { connectedAccountParams, linkAccountBody } from "@/lib/schemas/open-finance-links";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { linkConnectedAccount } from "@/server/open-finance/link-connected-account";
import { listConnections } from "@/server/open-finance/list-connections";

export const dynamic = "force-dynamic";

export const PATCH = route(
  { access: "subscriber", params: connectedAccountParams, body: linkAccountBody },
  async ({ user, params, body }) => {
    const { itemId } = await linkConnectedAccount(db, user.id, params.id, body);
    const [connection] = await listConnections(db, user.id, { id: itemId });
    return ok(connection!.accounts.find((account) => account.id === params.id));
  },
);

export const { GET, POST, PUT, DELETE } = methodsNotAllowed({ PATCH });
