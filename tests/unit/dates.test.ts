import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateBR, formatMonthLabel } from "@/lib/format/dates";
import {
  TIME_ZONE,
  addMonths,
  clampedDay,
  currentYearMonth,
  day,
  dayInSaoPaulo,
  daysInMonth,
  isValidDay,
  month,
  monthBounds,
  shiftMonth,
  splitDay,
  toCalendarDay,
  toDay,
  todayInSaoPaulo,
} from "@/lib/domain/calendar";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

/** Runs `check` as if the process were in each time zone (Node re-reads TZ when it changes). */
function inEveryZone(check: () => void) {
  for (const zone of ["UTC", "America/Sao_Paulo", "Asia/Tokyo", "America/Los_Angeles"]) {
    process.env.TZ = zone;
    check();
  }
}

describe("São Paulo's calendar", () => {
  it("is the zone every day is counted in", () => {
    expect(TIME_ZONE).toBe("America/Sao_Paulo");
  });

  it("puts late evening in São Paulo on its own day, whatever the process zone", () => {
    inEveryZone(() => {
      // 31/01/2026 23:30 in São Paulo (UTC-3) is already 01/02 in UTC.
      const instant = new Date("2026-02-01T02:30:00Z");
      expect(dayInSaoPaulo(instant)).toBe("2026-01-31");
      expect(todayInSaoPaulo(instant)).toBe("2026-01-31");
      expect(currentYearMonth(instant)).toEqual({ year: 2026, month: 1 });
    });
  });

  it("turns the year at São Paulo's midnight", () => {
    expect(currentYearMonth(new Date("2027-01-01T02:59:59Z"))).toEqual({ year: 2026, month: 12 });
    expect(currentYearMonth(new Date("2027-01-01T03:00:00Z"))).toEqual({ year: 2027, month: 1 });
  });
});

describe("isValidDay", () => {
  it("knows month lengths and leap years", () => {
    expect(isValidDay("2024-02-29")).toBe(true);
    expect(isValidDay("2026-02-29")).toBe(false);
    expect(isValidDay("2000-02-29")).toBe(true);
    expect(isValidDay("1900-02-29")).toBe(false);
    expect(isValidDay("2026-04-31")).toBe(false);
    expect(isValidDay("2026-12-31")).toBe(true);
  });

  it("rejects malformed text", () => {
    for (const bad of [
      "2026-1-05",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "05/01/2026",
      "",
      "0000-01-01",
    ]) {
      expect(isValidDay(bad), bad).toBe(false);
    }
  });
});

describe("toCalendarDay", () => {
  it("keeps a calendar day as it is", () => {
    expect(toCalendarDay("2026-03-05")).toBe("2026-03-05");
    expect(toCalendarDay(" 2026-03-05 ")).toBe("2026-03-05");
  });

  it("reads an ISO instant as the day it is in São Paulo", () => {
    expect(toCalendarDay("2026-03-05T02:30:00.000Z")).toBe("2026-03-04");
    expect(toCalendarDay("2026-03-05T03:00:00.000Z")).toBe("2026-03-05");
    expect(toCalendarDay("2026-03-05T12:00:00+05:00")).toBe("2026-03-05");
    expect(toCalendarDay("2026-03-05T00:30:00-03:00")).toBe("2026-03-05");
  });

  it("reads a date-time without an offset as written, whatever the process zone", () => {
    inEveryZone(() => {
      expect(toCalendarDay("2026-03-05T23:30:00")).toBe("2026-03-05");
      expect(toCalendarDay("2026-03-05T00:10")).toBe("2026-03-05");
    });
  });

  it("refuses impossible days instead of rolling them over", () => {
    expect(toCalendarDay("2026-02-30")).toBeNull();
    expect(toCalendarDay("2026-02-30T12:00:00Z")).toBeNull();
    expect(toCalendarDay("2026-13-01T12:00:00Z")).toBeNull();
  });

  it("refuses anything else", () => {
    for (const bad of ["", "ontem", "05/03/2026", "2026-03-05Tlixo", "2026-03", "1741140000000"]) {
      expect(toCalendarDay(bad), bad).toBeNull();
    }
  });
});

describe("month arithmetic", () => {
  it("counts days in a month", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("builds and splits days", () => {
    expect(toDay(2026, 3, 5)).toBe("2026-03-05");
    expect(splitDay("2026-03-05")).toEqual({ year: 2026, month: 3, day: 5 });
  });

  it("bounds a month as [first day, first day of the next)", () => {
    expect(monthBounds(month("2026-03"))).toEqual({ start: "2026-03-01", end: "2026-04-01" });
    expect(monthBounds(month("2026-12"))).toEqual({ start: "2026-12-01", end: "2027-01-01" });
  });

  it("steps back a month across the year", () => {
    expect(shiftMonth(month("2026-01"), -1)).toBe("2025-12");
    expect(shiftMonth(month("2026-07"), -1)).toBe("2026-06");
  });

  it("adds months keeping the day, clamped to the month's end", () => {
    expect(addMonths(day("2026-01-31"), 1)).toBe("2026-02-28");
    expect(addMonths(day("2028-01-31"), 1)).toBe("2028-02-29");
    expect(addMonths(day("2026-01-31"), 2)).toBe("2026-03-31");
    expect(addMonths(day("2026-11-15"), 3)).toBe("2027-02-15");
    expect(addMonths(day("2026-03-31"), -1)).toBe("2026-02-28");
    expect(addMonths(day("2026-01-10"), -13)).toBe("2024-12-10");
    expect(addMonths(day("2026-05-20"), 0)).toBe("2026-05-20");
  });

  it("a 10x purchase made on 31/01 falls on each month's last day when shorter", () => {
    const installments = Array.from({ length: 10 }, (_, k) => addMonths(day("2026-01-31"), k));
    expect(installments).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
    ]);
  });

  it("always lands on a valid day, in the right month, never after the original day", () => {
    const days = fc
      .record({
        y: fc.integer({ min: 1900, max: 2200 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ y, m, d }) => clampedDay(y, m, d));
    fc.assert(
      fc.property(days, fc.integer({ min: -240, max: 240 }), (start, months) => {
        const result = addMonths(start, months);
        expect(isValidDay(result)).toBe(true);
        const a = splitDay(start);
        const b = splitDay(result);
        expect(b.year * 12 + b.month - (a.year * 12 + a.month)).toBe(months);
        expect(b.day).toBeLessThanOrEqual(a.day);
        expect(b.day === a.day || b.day === daysInMonth(b.year, b.month)).toBe(true);
      }),
    );
  });
});

describe("formatting", () => {
  it("shows a calendar day as dd/MM/yyyy in every process zone", () => {
    inEveryZone(() => {
      expect(formatDateBR("2026-03-05")).toBe("05/03/2026");
      expect(formatDateBR("2026-12-31")).toBe("31/12/2026");
    });
  });

  it("shows an instant as its São Paulo day in every process zone", () => {
    inEveryZone(() => {
      expect(formatDateBR("2026-03-05T02:30:00Z")).toBe("04/03/2026");
      expect(formatDateBR(new Date("2026-03-05T02:30:00Z"))).toBe("04/03/2026");
      expect(formatDateBR(new Date("2026-03-05T15:00:00Z"))).toBe("05/03/2026");
    });
  });

  it("gives an empty text for something unreadable instead of throwing", () => {
    expect(formatDateBR("lixo")).toBe("");
    expect(formatDateBR(new Date(Number.NaN))).toBe("");
  });

  it("names a month in Portuguese, capitalised", () => {
    inEveryZone(() => {
      expect(formatMonthLabel(2026, 3)).toBe("Março de 2026");
      expect(formatMonthLabel(2026, 1)).toBe("Janeiro de 2026");
      expect(formatMonthLabel(2026, 12)).toBe("Dezembro de 2026");
    });
  });

  it("names every month as the platform's pt-BR calendar does", () => {
    const platform = new Intl.DateTimeFormat("pt-BR", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const year of [2000, 2024, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        const expected = platform.format(Date.UTC(year, month - 1, 1));
        expect(formatMonthLabel(year, month)).toBe(
          expected.charAt(0).toUpperCase() + expected.slice(1),
        );
      }
    }
  });
});
