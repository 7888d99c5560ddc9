// POST /api/v1/user — sign up; e-mails a confirmation code, returns no token
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { created } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { registerInput } from "@/lib/schemas/auth";
import { registerUser } from "@/server/users/register-user";
import { toUserJson } from "@/server/users/to-user-json";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: registerInput }, async ({ body, req }) => {
  const user = await registerUser(db, body, { ip: clientIp(req) });
  return created({
    message: "Cadastro realizado. Enviamos um código de confirmação para o seu e-mail.",
    user: toUserJson(user),
  });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
