// GET /api/v1/transaction/transaction-types — the fixed types receita and despesa
import { db } from "@/lib/db";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async () => ok(await listTransactionTypes(db)));
