// POST /api/v1/user/forgot-password — e-mail a reset code; the same answer whether the e-mail exists or not
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { emailOnlyInput } from "@/lib/schemas/auth";
import { forgotPasswordMessage, requestPasswordReset } from "@/server/users/request-password-reset";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: emailOnlyInput }, async ({ body, req }) => {
  await requestPasswordReset(db, body.email, { ip: clientIp(req) });
  return message(forgotPasswordMessage);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
