// POST /api/v1/auth/login — returns { token, user } and sets the httpOnly session cookie
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { ok } from "@/server/http/responses";
import { assertNotCrossSite } from "@/server/auth/assert-same-site";
import { clientIp } from "@/server/auth/client-ip";
import { logIn } from "@/server/users/log-in";
import { loginInput } from "@/lib/schemas/auth";
import { setSessionCookie } from "@/server/auth/session-cookie";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "public", body: loginInput }, async ({ body, req }) => {
  assertNotCrossSite(req);
  const session = await logIn(db, body, { ip: clientIp(req), userAgent: req.headers.get("user-agent") });
  return setSessionCookie(ok(session), session.token);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
