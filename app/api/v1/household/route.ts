// GET, POST, PATCH /api/v1/household — the person's household ("Casa"): read it, create one (they
// own it), and (owner only) rename it or set its default split.
import { db } from "@/lib/server/db";
import { householdCreateInput, householdUpdateInput } from "@/lib/schemas/households";
import { createHousehold } from "@/server/households/create-household";
import { getHousehold } from "@/server/households/get-household";
import { updateHousehold } from "@/server/households/update-household";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { created, ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

// Any signed-in member reads it, even once the owner's subscription lapsed: they can still leave.
export const GET = route({ access: "user" }, async ({ user }) => ok(await getHousehold(db, user.id)));

export const POST = route({ access: "subscriber", tokens: "never", body: householdCreateInput }, async ({ user, body }) =>
  created(await createHousehold(db, user.id, body)),
);

export const PATCH = route({ access: "subscriber", tokens: "never", body: householdUpdateInput }, async ({ user, body }) =>
  ok(await updateHousehold(db, user.id, body)),
);

export const { PUT, DELETE } = methodsNotAllowed({ GET, POST, PATCH });
