import { describe, expect, it } from "vitest";
import { authPath, loginPath, safeNextPath } from "@/lib/login-redirect";

describe("safeNextPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/transactions?month=3&year=2026&q=mercado", "/transactions?month=3&year=2026&q=mercado"],
    ["/objectives/abc#topo", "/objectives/abc#topo"],
    ["/transactions?q=a%2Fb", "/transactions?q=a%2Fb"],
  ])("follows the app's own screen %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ["https://evil.example/dashboard"],
    ["http://localhost:3000/dashboard"],
    ["//evil.example/dashboard"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    [" /dashboard"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)//"],
    ["data:text/html,<script>alert(1)</script>"],
    ["%2F%2Fevil.example"],
    ["/%2F%2Fevil.example"],
    ["/%2fevil.example/dashboard"],
    ["/%5Cevil.example"],
    ["/%5cdashboard"],
    ["dashboard"],
    [""],
    ["/"],
    ["/auth/login"],
    ["/api/v1/user"],
    ["/dashboard/../../api/v1/user"],
    [`/dashboard?${"x".repeat(3000)}`],
    [undefined],
    [null],
    [["/dashboard"]],
  ])("ignores %j", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe("loginPath", () => {
  it("carries a followable place, encoded, and drops anything else", () => {
    expect(loginPath("/transactions?month=3&year=2026")).toBe("/auth/login?next=%2Ftransactions%3Fmonth%3D3%26year%3D2026");
    expect(loginPath("//evil.example")).toBe("/auth/login");
    expect(loginPath(null)).toBe("/auth/login");
  });
});

describe("authPath", () => {
  it("carries an invitation's link through sign-up and confirmation, and nothing it would not follow", () => {
    expect(authPath("/auth/register", "/casa/convite?codigo=12345678")).toBe("/auth/register?next=%2Fcasa%2Fconvite%3Fcodigo%3D12345678");
    expect(authPath("/auth/confirm-account", "https://evil.example/casa")).toBe("/auth/confirm-account");
    expect(authPath("/auth/register", null)).toBe("/auth/register");
  });
});
