// GET, PATCH, DELETE /api/v1/investments/{id} — one of the person's investments
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { investmentIdParams, investmentPatch } from "@/lib/schemas/investment";
import { deleteInvestment } from "@/server/wealth/delete-investment";
import { getInvestment } from "@/server/wealth/get-investment";
import { updateInvestment } from "@/server/wealth/update-investment";

export const GET = route({ access: "subscriber", params: investmentIdParams }, async ({ user, params }) =>
  ok(await getInvestment(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: investmentIdParams, body: investmentPatch },
  async ({ user, params, body }) => ok(await updateInvestment(db, user.id, params.id, body)),
);

export const DELETE = route({ access: "subscriber", params: investmentIdParams }, async ({ user, params }) => {
  await deleteInvestment(db, user.id, params.id);
  return noContent();
});

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
