// GET, POST /api/v1/payees/{id}/category — how many of a month's rows of the payee would take a
// category; give it to them ("Aplicar aos outros") and/or make it the payee's default ("Sempre")
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { payeeIdParams } from "@/lib/schemas/payees";
import { payeeCategoryInput, payeeCategoryQuery } from "@/lib/schemas/payee-category";
import { applyPayeeCategory } from "@/server/payees/apply-payee-category";
import { countPayeeCategoryOffer } from "@/server/payees/count-payee-category-offer";

export const dynamic = "force-dynamic";

export const GET = route({ access: "subscriber", params: payeeIdParams, query: payeeCategoryQuery }, async ({ user, params, query }) =>
  ok(await countPayeeCategoryOffer(db, user.id, params.id, query)),
);

export const POST = route({ access: "subscriber", params: payeeIdParams, body: payeeCategoryInput }, async ({ user, params, body }) =>
  ok(await applyPayeeCategory(db, user.id, params.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
