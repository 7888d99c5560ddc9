/** Name of the httpOnly session cookie; shared by proxy.ts and the server's session readers. */
export const SESSION_COOKIE = "bolso_session";
