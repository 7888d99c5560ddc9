import { describe, expect, it } from "vitest";
import { day, month } from "@/lib/domain/calendar";
import { dailySnapshotsFrom, snapshotDayFor } from "@/lib/domain/balance-snapshots";
import { monthPointDay, monthsFromTo } from "@/lib/domain/net-worth";

describe("snapshotDayFor", () => {
  it("is the São Paulo day that has just ended", () => {
    expect(snapshotDayFor(new Date("2027-01-01T03:20:00.000Z"))).toBe("2026-12-31");
    // 23:30 of 01/03 in São Paulo is already 02/03 in UTC.
    expect(snapshotDayFor(new Date("2026-03-02T02:30:00.000Z"))).toBe("2026-02-28");
  });
});

describe("dailySnapshotsFrom", () => {
  it("keeps 13 whole months day by day, across years", () => {
    expect(dailySnapshotsFrom(day("2026-12-01"))).toBe("2025-11-01");
    expect(dailySnapshotsFrom(day("2026-01-31"))).toBe("2024-12-01");
  });
});

describe("monthsFromTo and monthPointDay", () => {
  it("lists the months both ends included, none when reversed or malformed", () => {
    expect(monthsFromTo("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsFromTo("2026-02", "2026-01")).toEqual([]);
    expect(monthsFromTo("2026-13", "2027-01")).toEqual([]);
  });

  it("reads a past month at its last day (29/02 in a leap year), this month at today, a later one never", () => {
    expect(monthPointDay(month("2024-02"), day("2026-12-02"))).toBe("2024-02-29");
    expect(monthPointDay(month("2026-12"), day("2026-12-02"))).toBe("2026-12-02");
    expect(monthPointDay(month("2027-01"), day("2026-12-02"))).toBeNull();
  });
});
