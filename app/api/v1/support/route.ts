// POST /api/v1/support — a message from /ajuda to the support inbox; 202 once delivered, with a receipt to its author
import { supportMessageInput, supportMessages } from "@/lib/schemas/support";
import { clientIp } from "@/server/auth/client-ip";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { message } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { sendSupportMessage } from "@/server/support/send-support-message";

export const POST = route({ access: "public", body: supportMessageInput }, async ({ body, user, req }) => {
  await sendSupportMessage(body, { user, ip: clientIp(req) });
  return message(supportMessages.sent, 202);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
