// POST /api/v1/auth/confirmAccount — confirm the account with the e-mailed code
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { confirmAccountInput } from "@/lib/schemas/auth";
import { confirmAccount } from "@/server/users/confirm-account";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: confirmAccountInput }, async ({ body, req }) => {
  await confirmAccount(db, body, { ip: clientIp(req) });
  return message("Conta confirmada com sucesso!");
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
