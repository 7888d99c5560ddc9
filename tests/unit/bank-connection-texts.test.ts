import { describe, expect, it } from "vitest";
import { lastSyncLabel, retryAfterMessage } from "@/lib/format/bank-connection-texts";
import { buildContentSecurityPolicy, cspDirective, standInPluggyOrigin } from "@/lib/security-headers";

/** A São Paulo wall-clock time (UTC−3) as an instant. */
const sp = (local: string) => new Date(`${local}-03:00`);
const NOW = sp("2026-11-27T10:00:00");

describe("lastSyncLabel", () => {
  it("says today, yesterday or the day, with the São Paulo time", () => {
    expect(lastSyncLabel(sp("2026-11-27T09:32:00"), NOW)).toBe("dados de hoje, 09:32");
    // 23:30 on the 26th in São Paulo is already the 27th in UTC: still yesterday.
    expect(lastSyncLabel(sp("2026-11-26T23:30:00"), NOW)).toBe("dados de ontem, 23:30");
    expect(lastSyncLabel(sp("2026-11-12T08:00:00"), NOW)).toBe("dados de 12/11, 08:00");
    expect(lastSyncLabel(sp("2025-12-31T08:00:00"), NOW)).toBe("dados de 31/12/2025, 08:00");
    expect(lastSyncLabel(null, NOW)).toBe("Ainda não atualizada");
  });
});

describe("retryAfterMessage", () => {
  it("rounds Retry-After up to whole minutes", () => {
    expect(retryAfterMessage(30)).toContain("1 minuto.");
    expect(retryAfterMessage(241)).toContain("5 minutos.");
  });
});

describe("the bank screen's policy", () => {
  const policy = (bankWidget?: { pluggyApiUrl?: string }) =>
    buildContentSecurityPolicy({ nonce: "n", development: false, bankWidget });

  it("frames only connect.pluggy.ai, and only on the bank screen", () => {
    expect(cspDirective(policy({}), "frame-src")).toEqual(["https://connect.pluggy.ai"]);
    expect(cspDirective(policy({ pluggyApiUrl: "https://api.pluggy.ai" }), "frame-src")).toEqual(["https://connect.pluggy.ai"]);
    expect(cspDirective(policy(), "frame-src")).toEqual([]);
    expect(cspDirective(policy(), "connect-src")).toEqual(["'self'"]);
  });

  it("lets the stand-in widget reach a server standing in for Pluggy, and frames nothing then", () => {
    const standIn = policy({ pluggyApiUrl: "http://127.0.0.1:4010/" });
    expect(cspDirective(standIn, "connect-src")).toEqual(["'self'", "http://127.0.0.1:4010"]);
    expect(cspDirective(standIn, "frame-src")).toEqual([]);
    expect(standInPluggyOrigin("https://api.pluggy.ai")).toBeNull();
    expect(standInPluggyOrigin(undefined)).toBeNull();
  });
});
