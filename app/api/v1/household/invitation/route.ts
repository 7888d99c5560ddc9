// GET /api/v1/household/invitation?code= — what the accept screen shows of an invitation sent to
// the signed-in person's e-mail (same checks as accepting; nothing is consumed).
import { db } from "@/lib/server/db";
import { invitationCodeQuery } from "@/lib/schemas/households";
import { clientIp } from "@/server/auth/client-ip";
import { previewInvitation } from "@/server/households/preview-invitation";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const GET = route({ access: "user", query: invitationCodeQuery }, async ({ req, user, query }) =>
  ok(await previewInvitation(db, user, query.code, { ip: clientIp(req) })),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
