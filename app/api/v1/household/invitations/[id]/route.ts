// DELETE /api/v1/household/invitations/{id} — the owner cancels a pending invitation.
import { db } from "@/lib/server/db";
import { invitationIdParams } from "@/lib/schemas/households";
import { cancelInvitation } from "@/server/households/cancel-invitation";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { noContent } from "@/server/http/responses";
import { route } from "@/server/http/route";

export const DELETE = route({ access: "subscriber", tokens: "never", params: invitationIdParams }, async ({ user, params }) => {
  await cancelInvitation(db, user.id, params.id);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed({ DELETE });
