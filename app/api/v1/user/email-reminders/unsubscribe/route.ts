// POST /api/v1/user/email-reminders/unsubscribe?token= — one-click unsubscribe (RFC 8058), no session
import { db } from "@/lib/server/db";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { unsubscribeQuery } from "@/lib/schemas/reminders";
import { unsubscribeByToken } from "@/server/reminders/unsubscribe-by-token";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

// Mail clients post `List-Unsubscribe=One-Click` as a form; the token in the URL is all that counts.
export const POST = route({ access: "public", query: unsubscribeQuery }, async ({ query }) => {
  await unsubscribeByToken(db, query.token);
  return ok({ message: "Você não receberá mais lembretes por e-mail." });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
