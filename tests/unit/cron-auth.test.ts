import { describe, expect, it } from "vitest";
import { isCronAuthorized, schedulerToken } from "@/lib/server/cron-auth";

describe("isCronAuthorized", () => {
  it("accepts only this process's scheduler token (no CRON_SECRET here) as a Bearer credential", () => {
    expect(isCronAuthorized(null)).toBe(false);
    expect(isCronAuthorized("Bearer")).toBe(false);
    const token = schedulerToken();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(schedulerToken()).toBe(token);
    expect(isCronAuthorized(`Bearer ${token}`)).toBe(true);
    expect(isCronAuthorized(`bearer ${token}`)).toBe(true);
    expect(isCronAuthorized(`Bearer ${token}x`)).toBe(false);
    expect(isCronAuthorized(`Bearer ${token.slice(1)}`)).toBe(false);
    expect(isCronAuthorized(`Basic ${token}`)).toBe(false);
  });
});
