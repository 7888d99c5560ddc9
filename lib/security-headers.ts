// Framework-free: read by next.config.ts (static headers) and proxy.ts (the per-page policy).

/** HSTS for two years, subdomains included; only sent by a production server. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** Headers every answer carries (pages, API, static files). */
export function staticSecurityHeaders(production: boolean): Array<{ key: string; value: string }> {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: HSTS_VALUE }] : []),
  ];
}

/** JSON answers never render: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Request header proxy.ts sets so the root layout can hand the nonce to our own inline scripts. */
export const NONCE_HEADER = "x-nonce";

/** Where Stripe's hosted checkout and customer portal live; a form that redirects there needs them. */
export const STRIPE_HOSTED_ORIGINS = ["https://checkout.stripe.com", "https://billing.stripe.com"] as const;

export interface CspOptions {
  nonce: string;
  /** `next dev` rebuilds error stacks with eval. */
  development: boolean;
  /** A Stripe-compatible server standing in for Stripe (STRIPE_API_BASE): its hosted pages too. */
  stripeApiBase?: string;
  /** Only over HTTPS: upgrading would break a plain-HTTP deployment (e.g. a local build). */
  https?: boolean;
  /**
   * The bank connection screen: Pluggy Connect's frame, or, when a Pluggy-compatible server stands
   * in for Pluggy (PLUGGY_API_URL), that server, which the stand-in widget calls.
   */
  bankWidget?: { pluggyApiUrl?: string };
}

/** Where Pluggy Connect's widget page lives (framed by pluggy-connect-sdk). */
export const PLUGGY_CONNECT_ORIGIN = "https://connect.pluggy.ai";

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page policy: scripts run only with this response's nonce (and what those scripts load, via
 * 'strict-dynamic'); styles allow inline because Radix and sonner position elements with style
 * attributes, which a nonce cannot cover.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const stripeOrigin = originOf(options.stripeApiBase);
  const standInPluggy = options.bankWidget ? standInPluggyOrigin(options.bankWidget.pluggyApiUrl) : null;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Only our own images: nothing about the person is requested from another host.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(standInPluggy ? [standInPluggy] : [])],
    ...(options.bankWidget && !standInPluggy ? { "frame-src": [PLUGGY_CONNECT_ORIGIN] } : {}),
    // The service worker (/sw.js) and the web manifest: 'strict-dynamic' in script-src would
    // otherwise decide for workers, and a worker cannot carry a nonce.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...STRIPE_HOSTED_ORIGINS, ...(stripeOrigin ? [stripeOrigin] : [])],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** One directive's sources from a policy string (empty when absent), for checks and tests. */
export function cspDirective(policy: string, name: string): string[] {
  for (const part of policy.split(";")) {
    const [directive, ...values] = part.trim().split(/\s+/);
    if (directive === name) return values;
  }
  return [];
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin of a server standing in for Pluggy, or null for Pluggy itself (or no URL). */
export function standInPluggyOrigin(pluggyApiUrl: string | undefined): string | null {
  const origin = originOf(pluggyApiUrl);
  return origin && origin !== "https://api.pluggy.ai" ? origin : null;
}
