import { describe, expect, it } from "vitest";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { daysFrom, duePhrase } from "@/lib/format/due-phrase";

describe("duePhrase", () => {
  it("counts calendar days across a year's end and a leap day", () => {
    expect(duePhrase(day("2026-12-31"), day("2026-12-31"))).toBe("vence hoje");
    expect(duePhrase(day("2026-12-31"), day("2027-01-01"))).toBe("vence amanhã");
    expect(duePhrase(day("2028-02-27"), day("2028-03-01"))).toBe("vence em 3 dias");
    expect(duePhrase(day("2027-01-01"), day("2026-12-31"))).toBe("venceu ontem");
    expect(duePhrase(day("2028-03-01"), day("2028-02-28"))).toBe("venceu há 2 dias");
  });

  it("daysFrom refuses a text that is not a day instead of answering NaN", () => {
    expect(() => daysFrom("2026-02-30" as Day, day("2026-03-01"))).toThrow(RangeError);
  });
});
