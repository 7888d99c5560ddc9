// GET, POST /api/v1/user/dependents — the dependentes of the person's declaration
import { db } from "@/lib/server/db";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { createDependent } from "@/server/tax/create-dependent";
import { listDependents } from "@/server/tax/list-dependents";
import { dependentInput } from "@/lib/schemas/dependent";

export const GET = route({ access: "subscriber" }, async ({ user }) => ok(await listDependents(db, user.id)));

export const POST = route({ access: "subscriber", body: dependentInput }, async ({ user, body }) =>
  created(await createDependent(db, user.id, body)),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed({ GET, POST });
