// POST /api/v1/user/forgot-password — e-mail a reset code; the same answer whether the e-mail exists or not
import { db } from "@/lib/db";
import { route } from "@/lib/api/route";
import { message } from "@/lib/api/responses";
import { clientIp } from "@/server/auth/client-ip";
import { emailOnlyInput } from "@/server/auth/schemas";
import { forgotPasswordMessage, requestPasswordReset } from "@/server/users/request-password-reset";

export const POST = route({ access: "public", body: emailOnlyInput }, async ({ body, req }) => {
  await requestPasswordReset(db, body.email, { ip: clientIp(req) });
  return message(forgotPasswordMessage);
});
