// POST /api/v1/objective — create a financial objective
import { db } from "@/lib/db";
import { created } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createObjective } from "@/server/objectives/create-objective";
import { objectiveInput } from "@/server/objectives/schemas";

export const POST = route({ access: "subscriber", body: objectiveInput }, async ({ user, body }) =>
  created(await createObjective(db, user.id, body)),
);
