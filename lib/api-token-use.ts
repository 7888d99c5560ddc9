// Framework-free: read by the route wrapper (server/api-tokens/token-access.ts) and the OpenAPI
// document (lib/openapi), which says on each operation whether a personal token reaches it.

/**
 * How a route treats a personal access token (`Authorization: Bearer bolso_pat_…`):
 * - `scoped`: accepted; `read` reaches GET, `write` also POST, PUT, PATCH and DELETE;
 * - `never`: refused with 403 (the account itself: password, e-mail, sessions and tokens,
 *   billing, deletion and export, bank connections, webhooks);
 * - `only`: nothing but a token is accepted (the MCP server).
 */
export type TokenUse = "scoped" | "never" | "only";

/**
 * A route's token use when it declares none: a token reaches the person's records (routes for
 * subscribers) but nothing about the account, which lives under /api/v1/user/, nor any route
 * open to everyone or to any signed-in person (auth, billing, push devices).
 */
export function tokenUseOf(
  declared: TokenUse | undefined,
  access: string,
  pathname: string,
): TokenUse {
  if (declared) return declared;
  return access === "subscriber" && !pathname.startsWith("/api/v1/user/") ? "scoped" : "never";
}
