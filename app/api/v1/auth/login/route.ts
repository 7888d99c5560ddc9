// POST /api/v1/auth/login — returns { token, user } and sets the httpOnly session cookie
import { db } from "@/lib/db";
import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { assertNotCrossSite } from "@/server/auth/assert-same-site";
import { clientIp } from "@/server/auth/client-ip";
import { logIn } from "@/server/auth/log-in";
import { loginInput } from "@/server/auth/schemas";
import { setSessionCookie } from "@/server/auth/session-cookie";

export const POST = route({ access: "public", body: loginInput }, async ({ body, req }) => {
  assertNotCrossSite(req);
  const session = await logIn(db, body, { ip: clientIp(req), userAgent: req.headers.get("user-agent") });
  return setSessionCookie(ok(session), session.token);
});
