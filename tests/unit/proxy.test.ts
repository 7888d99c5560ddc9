import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { proxy } from "@/proxy";

const page = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });

describe("proxy", () => {
  it("sends a protected screen without a session cookie to the login, keeping the place in next", () => {
    const res = proxy(page("/dashboard"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost:3000/auth/login?next=%2Fdashboard");
    const deep = proxy(page("/transactions?month=3&year=2026&q=feira"));
    expect(new URL(deep.headers.get("location") ?? "").searchParams.get("next")).toBe(
      "/transactions?month=3&year=2026&q=feira",
    );
  });

  it("renews the session cookie's 30 days when a protected screen is loaded with it", () => {
    const setCookie = proxy(page("/transactions", "abc123")).headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`${SESSION_COOKIE}=abc123`);
    expect(setCookie).toContain("Max-Age=2592000");
    expect(setCookie.toLowerCase()).toContain("httponly");
  });

  it("leaves the cookie alone on public pages and gives every page a nonce policy", () => {
    const res = proxy(page("/", "abc123"));
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("content-security-policy")).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=]+'/);
  });
});
