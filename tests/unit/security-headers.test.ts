import { describe, expect, it } from "vitest";
import {
  API_CSP,
  HSTS_VALUE,
  buildContentSecurityPolicy,
  createNonce,
  cspDirective,
  staticSecurityHeaders,
} from "@/lib/security-headers";

const production = (overrides: Partial<Parameters<typeof buildContentSecurityPolicy>[0]> = {}) =>
  buildContentSecurityPolicy({ nonce: "abc123==", development: false, ...overrides });

describe("page Content-Security-Policy", () => {
  it("lets scripts run only with this response's nonce", () => {
    const policy = production();
    const scripts = cspDirective(policy, "script-src");
    expect(scripts).toContain("'nonce-abc123=='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((source) => source.startsWith("http") || source === "*")).toBe(false);
  });

  it("locks down everything else a page could be abused through", () => {
    const policy = production();
    expect(cspDirective(policy, "default-src")).toEqual(["'self'"]);
    expect(cspDirective(policy, "object-src")).toEqual(["'none'"]);
    expect(cspDirective(policy, "base-uri")).toEqual(["'self'"]);
    expect(cspDirective(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(cspDirective(policy, "connect-src")).toEqual(["'self'"]);
  });

  it("lets forms post to us and to Stripe's hosted checkout and portal only", () => {
    expect(cspDirective(production(), "form-action")).toEqual([
      "'self'",
      "https://checkout.stripe.com",
      "https://billing.stripe.com",
    ]);
    const withFake = production({ stripeApiBase: "http://127.0.0.1:4242/some/path" });
    expect(cspDirective(withFake, "form-action")).toContain("http://127.0.0.1:4242");
  });

  it("allows no remote image at all (no Gravatar or any other host)", () => {
    const images = cspDirective(production(), "img-src");
    expect(images).toEqual(["'self'", "data:", "blob:"]);
  });

  it("lets our own service worker and web manifest load, which 'strict-dynamic' alone would refuse", () => {
    expect(cspDirective(production(), "worker-src")).toEqual(["'self'"]);
    expect(cspDirective(production(), "manifest-src")).toEqual(["'self'"]);
  });

  it("adds eval only for next dev, and upgrade-insecure-requests only over HTTPS", () => {
    expect(cspDirective(production({ development: true }), "script-src")).toContain("'unsafe-eval'");
    expect(production()).not.toContain("upgrade-insecure-requests");
    expect(production({ https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("draws a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("static security headers", () => {
  it("sends HSTS from a production server only", () => {
    const hsts = (prod: boolean) =>
      staticSecurityHeaders(prod).find((header) => header.key === "Strict-Transport-Security")?.value;
    expect(hsts(true)).toBe("max-age=63072000; includeSubDomains");
    expect(HSTS_VALUE).toBe("max-age=63072000; includeSubDomains");
    expect(hsts(false)).toBeUndefined();
  });

  it("gives API answers a policy that loads and frames nothing", () => {
    expect(cspDirective(API_CSP, "default-src")).toEqual(["'none'"]);
    expect(cspDirective(API_CSP, "frame-ancestors")).toEqual(["'none'"]);
  });
});
