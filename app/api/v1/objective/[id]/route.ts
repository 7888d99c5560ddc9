// GET, PATCH, DELETE /api/v1/objective/{id} — one of the user's objectives
import { db } from "@/lib/server/db";
import { noContent, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { deleteObjective } from "@/server/objectives/delete-objective";
import { getObjective } from "@/server/objectives/get-objective";
import { objectiveIdParams, objectivePatch } from "@/lib/schemas/objectives";
import { updateObjective } from "@/server/objectives/update-objective";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route(
  { access: "subscriber", params: objectiveIdParams },
  async ({ user, params }) => ok(await getObjective(db, user.id, params.id)),
);

export const PATCH = route(
  { access: "subscriber", params: objectiveIdParams, body: objectivePatch },
  async ({ user, params, body }) => ok(await updateObjective(db, user.id, params.id, body)),
);

export const DELETE = route(
  { access: "subscriber", params: objectiveIdParams },
  async ({ user, params }) => {
    await deleteObjective(db, user.id, params.id);
    return noContent();
  },
);

export const { POST, PUT } = methodsNotAllowed({ GET, PATCH, DELETE });
