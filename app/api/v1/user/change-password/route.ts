// POST /api/v1/user/change-password — new password; other sessions end, this one stays
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { changePasswordInput } from "@/lib/schemas/users";
import { changePassword } from "@/server/users/change-password";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "user", body: changePasswordInput }, async ({ user, sessionId, body, req }) => {
  await changePassword(db, user, sessionId, body, { ip: clientIp(req) });
  return message("Senha alterada. As sessões em outros aparelhos foram encerradas.");
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
