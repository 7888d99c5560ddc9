import { describe, expect, it } from "vitest";
import { isPersonalCache, keepsAnswerOffline, keepsScreenOffline } from "@/lib/offline";

describe("what the service worker keeps", () => {
  it("keeps the app's screens, never a sign-in, reset or public page", () => {
    for (const path of ["/dashboard", "/transactions", "/cards/123", "/settings"]) {
      expect(keepsScreenOffline(path), path).toBe(true);
    }
    for (const path of ["/", "/auth/login", "/auth/reset-password", "/termos", "/offline", "/dashboards"]) {
      expect(keepsScreenOffline(path), path).toBe(false);
    }
  });

  it("keeps the API reads of the person's screens, never sign-in, health, billing, push or cron", () => {
    expect(keepsAnswerOffline("/api/v1/transaction/list")).toBe(true);
    expect(keepsAnswerOffline("/api/v1/user/me")).toBe(true);
    for (const path of ["/api/v1/auth/me", "/api/v1/health", "/api/v1/stripe/webhook", "/api/v1/push/vapid-public-key", "/api/v1/cron/reminders", "/dashboard"]) {
      expect(keepsAnswerOffline(path), path).toBe(false);
    }
  });

  it("counts every cache as the person's except Serwist's precache of the build", () => {
    expect(isPersonalCache("bolso-telas")).toBe(true);
    expect(isPersonalCache("bolso-api")).toBe(true);
    expect(isPersonalCache("serwist-runtime-http://localhost/")).toBe(true);
    expect(isPersonalCache("serwist-precache-v2-http://localhost/")).toBe(false);
  });
});
