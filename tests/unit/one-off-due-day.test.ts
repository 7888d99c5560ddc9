import { describe, expect, it } from "vitest";
import { day } from "@/lib/domain/calendar";
import {
  dateToOnceDueDay,
  describeDueDay,
  isOwedOn,
  occurrencesInMonth,
  onceDueDayToDate,
} from "@/lib/domain/due-day";

describe("one-off bills (frequency once)", () => {
  it("keeps a date as a day count from 2000-01-01 and back", () => {
    expect(dateToOnceDueDay("2000-01-01")).toBe(1);
    expect(dateToOnceDueDay("2089-09-16")).toBe(32767);
    for (const day of ["2024-02-29", "2026-03-10", "2026-12-31"]) {
      expect(onceDueDayToDate(dateToOnceDueDay(day))).toBe(day);
    }
  });

  it("falls due once, in its own month only", () => {
    const dueDay = dateToOnceDueDay("2026-03-10");
    expect(occurrencesInMonth({ frequency: "once", dueDay }, { year: 2026, month: 3 })).toEqual(["2026-03-10"]);
    expect(occurrencesInMonth({ frequency: "once", dueDay }, { year: 2026, month: 4 })).toEqual([]);
    expect(occurrencesInMonth({ frequency: "once", dueDay }, { year: 2027, month: 3 })).toEqual([]);
    expect(describeDueDay("once", dueDay)).toBe("Em 10/03/2026");
  });

  it("is owed on its date even when entered later; a recurring one is not", () => {
    const enteredLate = new Date("2026-03-20T15:00:00Z");
    expect(isOwedOn("once", enteredLate, day("2026-03-10"))).toBe(true);
    expect(isOwedOn("monthly", enteredLate, day("2026-03-10"))).toBe(false);
  });
});
