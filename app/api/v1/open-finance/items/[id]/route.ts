// DELETE /api/v1/open-finance/items/{id} — disconnect: the item goes at Pluggy, the transactions stay
import { db } from "@/lib/server/db";
import { connectionIdParams } from "@/lib/schemas/open-finance";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteConnection } from "@/server/open-finance/delete-connection";

export const DELETE = route({ access: "subscriber", tokens: "never", params: connectionIdParams }, async ({ user, params }) => {
  await deleteConnection(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
