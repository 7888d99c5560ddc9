// POST /api/v1/household/invitations — the owner invites an e-mail (code and link, 7 days).
import { db } from "@/lib/server/db";
import { invitationCreateInput } from "@/lib/schemas/households";
import { inviteMember } from "@/server/households/invite-member";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { created } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const POST = route({ access: "subscriber", tokens: "never", body: invitationCreateInput }, async ({ user, body }) =>
  created(await inviteMember(db, user.id, body)),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
