// POST /api/v1/auth/resend-confirmation — e-mail a new confirmation code (same answer for any e-mail)
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { clientIp } from "@/server/auth/client-ip";
import { emailOnlyInput } from "@/lib/schemas/auth";
import { resendConfirmation, resendConfirmationMessage } from "@/server/users/resend-confirmation";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: emailOnlyInput }, async ({ body, req }) => {
  await resendConfirmation(db, body.email, { ip: clientIp(req) });
  return message(resendConfirmationMessage);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
