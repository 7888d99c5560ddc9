import { describe, expect, it } from "vitest";
import { day } from "@/lib/domain/calendar";
import { countedMonth } from "@/lib/domain/month-so-far";

describe("countedMonth: a row counts from its day on", () => {
  it("today's month counts day 1 to today, against the month before's same days", () => {
    expect(countedMonth(2026, 12, day("2026-12-02"))).toEqual({
      current: { start: "2026-12-01", end: "2026-12-03" },
      previous: { start: "2026-11-01", end: "2026-11-03" },
      partial: true,
    });
    expect(countedMonth(2026, 1, day("2026-01-01"))).toEqual({
      current: { start: "2026-01-01", end: "2026-01-02" },
      previous: { start: "2025-12-01", end: "2025-12-02" },
      partial: true,
    });
  });

  it("clamps the month before's same day to its length", () => {
    expect(countedMonth(2026, 3, day("2026-03-31")).previous).toEqual({
      start: "2026-02-01",
      end: "2026-03-01",
    });
    expect(countedMonth(2028, 3, day("2028-03-30")).previous.end).toBe("2028-03-01");
  });

  it("on the month's last day counts it whole", () => {
    expect(countedMonth(2026, 12, day("2026-12-31")).current).toEqual({
      start: "2026-12-01",
      end: "2027-01-01",
    });
  });

  it("a past month counts whole, against the whole month before", () => {
    expect(countedMonth(2026, 11, day("2026-12-02"))).toEqual({
      current: { start: "2026-11-01", end: "2026-12-01" },
      previous: { start: "2026-10-01", end: "2026-11-01" },
      partial: false,
    });
  });

  it("a month not begun counts nothing", () => {
    const { current, previous, partial } = countedMonth(2027, 1, day("2026-12-02"));
    expect(current.start).toBe(current.end);
    expect(previous.start).toBe(previous.end);
    expect(partial).toBe(false);
  });
});
