import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { clientIp } from "@/server/auth/client-ip";
import { generateCode, hashCode } from "@/server/auth/one-time-code-policy";
import { isProtectedPath, isSubscriptionExempt } from "@/lib/protected-paths";
import { tooManyRequests } from "@/server/auth/rate-limit";

const request = (headers: Record<string, string>) => new NextRequest("http://localhost:3000/x", { headers });

describe("protected paths", () => {
  it.each(["/dashboard", "/transactions", "/payments", "/recurring-payments", "/profile", "/settings", "/subscription", "/subscription/success", "/categories/x", "/casa", "/casa/convite"])(
    "%s needs a session",
    (path) => expect(isProtectedPath(path)).toBe(true),
  );

  it.each(["/", "/auth/login", "/api/v1/health", "/dashboards", "/paymentsx"])("%s does not", (path) =>
    expect(isProtectedPath(path)).toBe(false),
  );

  it("lets a user without access reach only the subscription screens, settings and an invitation to a household", () => {
    expect(["/subscription", "/subscription/cancel", "/settings", "/profile", "/casa/convite"].every(isSubscriptionExempt)).toBe(true);
    expect(["/dashboard", "/profiles", "/subscriptions", "/casa"].some(isSubscriptionExempt)).toBe(false);
  });
});

describe("clientIp", () => {
  /** What reaches the app behind the proxy: it replaces any client-sent chain with the address it saw. */
  const viaProxy = (address: string) => request({ "x-forwarded-for": address });

  it("takes the address the proxy wrote, never another header the client sent", () => {
    expect(clientIp(request({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "2.2.2.2" }), 1)).toBe("198.51.100.7");
    expect(clientIp(viaProxy("::ffff:192.0.2.1"), 1)).toBe("192.0.2.1");
    expect(clientIp(request({ "x-real-ip": "2.2.2.2" }), 1)).toBe("unknown");
  });

  it("counts an IPv6 client by its /64, which one subscriber can rotate through", () => {
    const ip = (address: string) => clientIp(viaProxy(address), 1);
    expect(ip("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(ip("2001:db8:aa:bb::99")).toBe("2001:db8:aa:bb::/64");
    expect(ip("2001:0DB8:00aa:0bb::")).toBe("2001:db8:aa:bb::/64");
    expect(ip("::1")).toBe("0:0:0:0::/64");
    expect(ip("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("behind N proxies takes the entry N places from the right of X-Forwarded-For", () => {
    const chain = request({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientIp(chain, 1)).toBe("10.0.0.2");
    expect(clientIp(chain, 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost one was still written by a proxy of ours.
    expect(clientIp(viaProxy("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("with no proxy (0) takes the last entry, the one Next fills from the socket", () => {
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 127.0.0.1" }), 0)).toBe("127.0.0.1");
    expect(clientIp(request({}), 0)).toBe("unknown");
  });
});

describe("one-time codes", () => {
  it("are six digits and hashed per user and purpose", () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    const a = hashCode("u1", "confirm_account", "123456");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode("u2", "confirm_account", "123456")).not.toBe(a);
    expect(hashCode("u1", "reset_password", "123456")).not.toBe(a);
  });
});

describe("tooManyRequests", () => {
  it.each([
    [5_000, "alguns segundos", "5"],
    [60_000, "1 minuto", "60"],
    [14 * 60_000 + 1, "15 minutos", "841"],
  ])("after %i ms says %s and sets Retry-After", (ms, wait, retryAfter) => {
    const error = tooManyRequests(ms);
    expect(error.status).toBe(429);
    expect(error.message).toBe(`Muitas tentativas. Aguarde ${wait} e tente novamente.`);
    expect(error.headers["Retry-After"]).toBe(retryAfter);
  });
});
