// POST /api/v1/household/transfer-ownership — the owner passes the household to a member.
import { db } from "@/lib/server/db";
import { transferOwnershipInput } from "@/lib/schemas/households";
import { transferOwnership } from "@/server/households/transfer-ownership";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const POST = route({ access: "subscriber", tokens: "never", body: transferOwnershipInput }, async ({ user, body }) =>
  ok(await transferOwnership(db, user.id, body.userId)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
