// POST /api/v1/household/invitations/accept — the signed-in person joins with the e-mailed code.
// Any signed-in account: the owner's subscription covers whoever joins.
import { db } from "@/lib/server/db";
import { invitationAcceptInput } from "@/lib/schemas/households";
import { clientIp } from "@/server/auth/client-ip";
import { acceptInvitation } from "@/server/households/accept-invitation";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const POST = route({ access: "user", body: invitationAcceptInput }, async ({ req, user, body }) =>
  ok(await acceptInvitation(db, user, body.code, { ip: clientIp(req) })),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
