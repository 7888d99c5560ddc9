// POST /api/v1/objective — create a financial objective
import { db } from "@/lib/server/db";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { createObjective } from "@/server/objectives/create-objective";
import { objectiveInput } from "@/lib/schemas/objectives";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "subscriber", body: objectiveInput }, async ({ user, body }) =>
  created(await createObjective(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
