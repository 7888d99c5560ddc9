// POST /api/v1/user — sign up; e-mails a confirmation code, returns no token
import { db } from "@/lib/db";
import { route } from "@/lib/api/route";
import { created } from "@/lib/api/responses";
import { clientIp } from "@/server/auth/client-ip";
import { registerInput } from "@/server/auth/schemas";
import { registerUser } from "@/server/users/register-user";
import { toUserJson } from "@/server/users/to-user-json";

export const POST = route({ access: "public", body: registerInput }, async ({ body, req }) => {
  const user = await registerUser(db, body, { ip: clientIp(req) });
  return created({
    message: "Cadastro realizado. Enviamos um código de confirmação para o seu e-mail.",
    user: toUserJson(user),
  });
});
