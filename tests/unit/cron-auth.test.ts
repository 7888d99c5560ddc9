import { describe, expect, it } from "vitest";
import { isCronAuthorized } from "@/lib/server/cron-auth";

describe("isCronAuthorized", () => {
  it("accepts nothing when CRON_SECRET is unset: the job queue runs the reminders, not an HTTP call", () => {
    expect(process.env.CRON_SECRET).toBeUndefined();
    expect(isCronAuthorized(null)).toBe(false);
    expect(isCronAuthorized("Bearer")).toBe(false);
    expect(isCronAuthorized("Bearer undefined")).toBe(false);
    expect(isCronAuthorized("Bearer qualquer-coisa-com-32-caracteres-ou-mais")).toBe(false);
  });
});
