// GET, PATCH, DELETE /api/v1/payees/{id} — one of the user's favorecidos: read; change its name,
// document, kind or default category, or merge it into another ({ mergeInto }); delete it (its rows
// keep their description, without a payee)
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { deletePayee } from "@/server/payees/delete-payee";
import { getPayee } from "@/server/payees/get-payee";
import { mergePayee } from "@/server/payees/merge-payee";
import { updatePayee } from "@/server/payees/update-payee";
import { payeeIdParams, payeePatchInput } from "@/lib/schemas/payees";

export const GET = route({ access: "subscriber", params: payeeIdParams }, async ({ user, params }) =>
  ok(await getPayee(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: payeeIdParams, body: payeePatchInput },
  async ({ user, params, body }) =>
    ok(
      body.mergeInto
        ? await mergePayee(db, user.id, { fromId: params.id, intoId: body.mergeInto })
        : await updatePayee(db, user.id, params.id, body),
    ),
);

export const DELETE = route({ access: "subscriber", params: payeeIdParams }, async ({ user, params }) => {
  await deletePayee(db, user.id, params.id);
  return noContent();
});

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
