// POST /api/v1/auth/logout — revoke this session and clear the cookie
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { assertNotCrossSite } from "@/server/auth/assert-same-site";
import { revokeSession } from "@/server/auth/revoke-session";
import { clearSessionCookie } from "@/server/auth/session-cookie";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

// Public so an already expired session still gets its cookie cleared.
export const POST = route({ access: "public" }, async ({ req, sessionId }) => {
  assertNotCrossSite(req);
  if (sessionId) await revokeSession(db, sessionId);
  return clearSessionCookie(message("Sessão encerrada."));
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
