// POST /api/v1/transaction — create one income or expense
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createTransaction } from "@/server/transactions/create-transaction";
import { transactionInput } from "@/lib/schemas/transactions";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "subscriber", body: transactionInput, idempotent: true }, async ({ user, body }) =>
  created(await createTransaction(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
