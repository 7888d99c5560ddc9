// GET /api/v1/transaction/transaction-types — the fixed types receita and despesa
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { listTransactionTypes } from "@/server/transactions/list-transaction-types";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber" }, async () => ok(await listTransactionTypes(db)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
