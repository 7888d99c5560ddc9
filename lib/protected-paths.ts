// Shared by proxy.ts and the protected layout; no server-only import so the proxy can use it.

/** Request header proxy.ts sets so server components know the path being rendered. */
export const PATHNAME_HEADER = "x-pathname";
/** The same path with its query: where the page guard's login should send the person back. */
export const REQUEST_PATH_HEADER = "x-request-path";

export const PROTECTED_PREFIXES = [
  "/dashboard",
  "/categories",
  "/transactions",
  "/import",
  "/objectives",
  "/budgets",
  "/reports",
  "/patrimonio",
  "/imposto-de-renda",
  "/payments",
  "/accounts",
  "/connections",
  "/cards",
  "/recurring-payments",
  "/profile",
  "/settings",
  "/subscription",
  "/casa",
] as const;

/**
 * Screens a user without an active subscription may still open. An invitation is accepted before
 * the owner's subscription covers the person.
 */
const SUBSCRIPTION_EXEMPT_PREFIXES = ["/subscription", "/settings", "/profile", "/casa/convite"] as const;

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}

export function isSubscriptionExempt(pathname: string): boolean {
  return SUBSCRIPTION_EXEMPT_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}
