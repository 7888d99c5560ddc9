// PATCH, DELETE /api/v1/user/dependents/{id} — one dependente: change name, CPF, birth date or relationship; remove
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { deleteDependent } from "@/server/tax/delete-dependent";
import { updateDependent } from "@/server/tax/update-dependent";
import { dependentIdParams, dependentPatch } from "@/lib/schemas/dependent";

export const PATCH = route(
  { access: "subscriber", params: dependentIdParams, body: dependentPatch },
  async ({ user, params, body }) => ok(await updateDependent(db, user.id, params.id, body)),
);

export const DELETE = route({ access: "subscriber", params: dependentIdParams }, async ({ user, params }) => {
  await deleteDependent(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT } = methodsNotAllowed({ PATCH, DELETE });
