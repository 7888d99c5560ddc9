// DELETE /api/v1/transfer/{id} — undo a transfer
import { db } from "@/lib/server/db";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { transferIdParams } from "@/lib/schemas/transfers";
import { deleteTransfer } from "@/server/transfers/delete-transfer";

export const DELETE = route({ access: "subscriber", params: transferIdParams }, async ({ user, params }) => {
  await deleteTransfer(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
