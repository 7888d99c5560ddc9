// DELETE /api/v1/household/settlements/{id} — undo a settlement recorded by mistake
import { db } from "@/lib/server/db";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { settlementIdParams } from "@/lib/schemas/household-settlement";
import { deleteSettlement } from "@/server/households/delete-settlement";

export const DELETE = route({ access: "subscriber", params: settlementIdParams }, async ({ user, params }) => {
  await deleteSettlement(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
