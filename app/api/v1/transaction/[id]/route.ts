// GET, PATCH, DELETE /api/v1/transaction/{id}[?scope=following] — one transaction (or parcel; PATCH's body may carry a scope)
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteTransaction } from "@/server/transactions/delete-transaction";
import { getTransaction } from "@/server/transactions/get-transaction";
import { updateTransaction } from "@/server/transactions/update-transaction";
import { deleteTransactionQuery, transactionIdParams, transactionPatchInput } from "@/lib/schemas/transactions";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "subscriber", params: transactionIdParams }, async ({ user, params }) =>
  ok(await getTransaction(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: transactionIdParams, body: transactionPatchInput },
  async ({ user, params, body }) => ok(await updateTransaction(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: transactionIdParams, query: deleteTransactionQuery },
  async ({ user, params, query }) => ok(await deleteTransaction(db, user.id, params.id, query.scope)),
);

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
