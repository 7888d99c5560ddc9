// POST /api/v1/user/reset-password — set a new password with the e-mailed code; ends every session
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { resetPasswordInput } from "@/lib/schemas/auth";
import { clearSessionCookie } from "@/server/auth/session-cookie";
import { resetPassword } from "@/server/users/reset-password";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: resetPasswordInput }, async ({ body, req }) => {
  await resetPassword(db, body, { ip: clientIp(req) });
  return clearSessionCookie(message("Senha redefinida com sucesso. Faça login com a nova senha."));
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
