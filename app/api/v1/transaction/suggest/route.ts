// GET /api/v1/transaction/suggest?description= — the category and payment method a description suggests
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { suggestReferencesForRead } from "@/server/transactions/suggest-references";
import { suggestQuery } from "@/lib/schemas/category-rules";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", query: suggestQuery }, async ({ user, query }) =>
  ok(await suggestReferencesForRead(db, user.id, query.description)),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
