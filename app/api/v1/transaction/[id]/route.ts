// GET, PATCH, DELETE /api/v1/transaction/{id}[?scope=following] — one transaction (or parcel; PATCH's body may carry a scope,
// and `tax`, the row's marking for the Imposto de Renda, alone or with the edit)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteTransaction } from "@/server/transactions/delete-transaction";
import { getTransaction } from "@/server/transactions/get-transaction";
import { deleteTransactionQuery, transactionIdParams } from "@/lib/schemas/transactions";
import { transactionPatchBody } from "@/lib/schemas/transaction-patch-body";
import { patchTransaction } from "@/server/tax/patch-transaction";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", params: transactionIdParams }, async ({ user, params }) =>
  ok(await getTransaction(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: transactionIdParams, body: transactionPatchBody },
  async ({ user, params, body }) => ok(await patchTransaction(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: transactionIdParams, query: deleteTransactionQuery },
  async ({ user, params, query }) => ok(await deleteTransaction(db, user.id, params.id, query.scope)),
);

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
