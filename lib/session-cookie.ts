/** Name of the httpOnly session cookie; shared by proxy.ts and the server's session readers. */
export const SESSION_COOKIE = "bolso_session";

/** How long a session lasts without use: the server's expiry and the cookie's max-age. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly so scripts never see the token; Lax so cross-site posts do not carry it. */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds = Math.floor(SESSION_TTL_MS / 1000)) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: maxAgeSeconds };
}
