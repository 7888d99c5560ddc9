// POST /api/v1/transaction — create one income or expense
import { db } from "@/lib/db";
import { created } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createTransaction } from "@/server/transactions/create-transaction";
import { transactionInput } from "@/server/transactions/schemas";

export const POST = route({ access: "subscriber", body: transactionInput }, async ({ user, body }) =>
  created(await createTransaction(db, user.id, body)),
);
