// PATCH /api/v1/open-finance/accounts/{id} — link a connected account to one of the person's, or make a new one
import { db } from "@/lib/server/db";
import { connectedAccountParams, linkAccountBody } from "@/lib/schemas/open-finance-links";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { linkConnectedAccount } from "@/server/open-finance/link-connected-account";
import { connectionAccountJson } from "@/server/open-finance/connection-json";
import { listConnections } from "@/server/open-finance/list-connections";

export const dynamic = "force-dynamic";

export const PATCH = route(
  { access: "subscriber", params: connectedAccountParams, body: linkAccountBody },
  async ({ user, params, body }) => {
    const { itemId } = await linkConnectedAccount(db, user.id, params.id, body);
    const [connection] = await listConnections(db, user.id, { id: itemId });
    const account = connection!.accounts.find((candidate) => candidate.id === params.id);
    return ok(account && connectionAccountJson(account));
  },
);

export const { GET, POST, PUT, DELETE } = methodsNotAllowed({ PATCH });
