// GET, PATCH, DELETE /api/v1/loans/{id} — one of the person's loans
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { loanIdParams, loanPatch } from "@/lib/schemas/loan";
import { deleteLoan } from "@/server/wealth/delete-loan";
import { getLoan } from "@/server/wealth/get-loan";
import { updateLoan } from "@/server/wealth/update-loan";

export const GET = route({ access: "subscriber", params: loanIdParams }, async ({ user, params }) =>
  ok(await getLoan(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: loanIdParams, body: loanPatch },
  async ({ user, params, body }) => ok(await updateLoan(db, user.id, params.id, body)),
);

export const DELETE = route({ access: "subscriber", params: loanIdParams }, async ({ user, params }) => {
  await deleteLoan(db, user.id, params.id);
  return noContent();
});

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
