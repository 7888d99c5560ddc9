// GET /api/v1/user/me — the signed-in user (refetched by the app on start and after payment)
import { route } from "@/server/http/route";
import { ok } from "@/server/http/responses";
import { readSessionToken } from "@/server/http/request-auth";
import { setSessionCookie } from "@/server/auth/session-cookie";
import { toUserJson } from "@/server/users/to-user-json";

export const GET = route({ access: "user" }, async ({ user, req }) => {
  const res = ok(toUserJson(user));
  // The session slides on the server; renew the cookie's lifetime with it.
  const { token, fromCookie } = readSessionToken(req);
  return fromCookie && token ? setSessionCookie(res, token) : res;
});
