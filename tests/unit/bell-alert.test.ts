import { describe, expect, it } from "vitest";
import { day } from "@/lib/domain/calendar";
import {
  dueSoon,
  hasDueAlert,
  isDueSoon,
  monthsToCheck,
  startOfDayInSaoPaulo,
} from "@/lib/domain/due-alert";

/** A São Paulo wall-clock time (UTC−3 since 2019) as an instant. */
const sp = (local: string) => new Date(`${local}-03:00`);

describe("startOfDayInSaoPaulo", () => {
  it("is 03:00 UTC under today's rules", () => {
    expect(startOfDayInSaoPaulo("2026-03-10").toISOString()).toBe("2026-03-10T03:00:00.000Z");
  });

  it("follows old daylight-saving rules (UTC−2 in January 2018)", () => {
    expect(startOfDayInSaoPaulo("2018-01-15").toISOString()).toBe("2018-01-15T02:00:00.000Z");
  });
});

describe("isDueSoon (deadline: end of the due day in São Paulo, window 48 h)", () => {
  it("lights for a bill due tomorrow, early and late in the day", () => {
    expect(isDueSoon(day("2026-03-11"), sp("2026-03-10T00:00:00"))).toBe(true);
    expect(isDueSoon(day("2026-03-11"), sp("2026-03-10T09:30:00"))).toBe(true);
    expect(isDueSoon(day("2026-03-11"), sp("2026-03-10T23:59:59"))).toBe(true);
  });

  it("lights for a bill due today until the day ends", () => {
    expect(isDueSoon(day("2026-03-10"), sp("2026-03-10T00:00:00"))).toBe(true);
    expect(isDueSoon(day("2026-03-10"), sp("2026-03-10T23:59:59"))).toBe(true);
  });

  it("does not light once the due day is over (0 hours left is not 'more than 0')", () => {
    expect(isDueSoon(day("2026-03-10"), sp("2026-03-11T00:00:00"))).toBe(false);
    expect(isDueSoon(day("2026-03-09"), sp("2026-03-10T12:00:00"))).toBe(false);
  });

  it("keeps exactly 48 hours inside the window and anything beyond it out", () => {
    // Deadline of the 11th is the 12th at 00:00: exactly 48 h after the 10th at 00:00.
    expect(isDueSoon(day("2026-03-11"), sp("2026-03-10T00:00:00"))).toBe(true);
    expect(isDueSoon(day("2026-03-12"), sp("2026-03-10T00:00:00"))).toBe(false);
    expect(isDueSoon(day("2026-03-12"), sp("2026-03-10T00:00:01"))).toBe(false);
  });

  it("never lights for a bill due in 2 or 3 days", () => {
    for (const time of ["00:00:00", "12:00:00", "23:59:59"]) {
      expect(isDueSoon(day("2026-03-12"), sp(`2026-03-10T${time}`))).toBe(false);
      expect(isDueSoon(day("2026-03-13"), sp(`2026-03-10T${time}`))).toBe(false);
    }
  });

  it("uses São Paulo's day, not UTC's: 22:00 in São Paulo is already tomorrow in UTC", () => {
    const now = sp("2026-03-10T22:00:00"); // 2026-03-11T01:00Z
    expect(isDueSoon(day("2026-03-10"), now)).toBe(true);
    expect(isDueSoon(day("2026-03-11"), now)).toBe(true);
    expect(isDueSoon(day("2026-03-12"), now)).toBe(false);
  });

  it("crosses the end of the month and of the year", () => {
    expect(isDueSoon(day("2027-01-01"), sp("2026-12-31T18:00:00"))).toBe(true);
    expect(isDueSoon(day("2027-01-02"), sp("2026-12-31T18:00:00"))).toBe(false);
  });
});

describe("dueSoon / hasDueAlert", () => {
  const now = sp("2026-03-10T10:00:00");

  it("ignores paid bills", () => {
    expect(hasDueAlert([{ dueDate: day("2026-03-11"), isPaid: true }], now)).toBe(false);
    expect(hasDueAlert([{ dueDate: day("2026-03-11"), isPaid: false }], now)).toBe(true);
  });

  it("is off with no bills or only distant ones", () => {
    expect(hasDueAlert([], now)).toBe(false);
    expect(
      hasDueAlert(
        [
          { dueDate: day("2026-03-01"), isPaid: false },
          { dueDate: day("2026-03-13"), isPaid: false },
        ],
        now,
      ),
    ).toBe(false);
  });

  it("returns exactly the unpaid bills inside the window, keeping their fields", () => {
    const bills = [
      { _id: "a", dueDate: day("2026-03-09"), isPaid: false },
      { _id: "b", dueDate: day("2026-03-10"), isPaid: false },
      { _id: "c", dueDate: day("2026-03-11"), isPaid: true },
      { _id: "d", dueDate: day("2026-03-11"), isPaid: false },
      { _id: "e", dueDate: day("2026-03-12"), isPaid: false },
    ];
    expect(dueSoon(bills, now).map((bill) => bill._id)).toEqual(["b", "d"]);
  });
});

describe("monthsToCheck", () => {
  it("is the current month alone before its last day", () => {
    expect(monthsToCheck(sp("2026-03-10T12:00:00"))).toEqual([{ year: 2026, month: 3 }]);
    expect(monthsToCheck(sp("2026-03-30T23:59:59"))).toEqual([{ year: 2026, month: 3 }]);
  });

  it("adds the next month on the last day, across a year too", () => {
    expect(monthsToCheck(sp("2026-03-31T00:00:00"))).toEqual([
      { year: 2026, month: 3 },
      { year: 2026, month: 4 },
    ]);
    expect(monthsToCheck(sp("2026-12-31T21:30:00"))).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  it("reads the month in São Paulo: 22:00 on 28/02 is still February there", () => {
    expect(monthsToCheck(sp("2026-02-27T22:00:00"))).toEqual([{ year: 2026, month: 2 }]);
    expect(monthsToCheck(sp("2026-02-28T22:00:00"))).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 3 },
    ]);
  });
});
