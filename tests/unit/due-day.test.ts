import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONTH_NAMES } from "@/lib/format/dates";
import { day, daysInMonth, splitDay } from "@/lib/domain/calendar";
import {
  dateToYearlyDueDay,
  describeDueDay,
  existedOn,
  FREQUENCIES,
  isOccurrence,
  isValidDueDay,
  occurrencesBetween,
  occurrencesInMonth,
  WEEKDAY_NAMES,
  WEEKDAY_OPTIONS,
  yearlyDueDayToDate,
} from "@/lib/domain/due-day";

const yearArb = fc.integer({ min: 2000, max: 2100 });
const monthArb = fc.integer({ min: 1, max: 12 });
const monthlyDay = fc.integer({ min: 1, max: 31 });
const weeklyDay = fc.integer({ min: 1, max: 7 });
const yearlyDay = fc.integer({ min: 1, max: 366 });

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe("describeDueDay", () => {
  it("reads the spec's examples", () => {
    expect(describeDueDay("monthly", 10)).toBe("Todo dia 10");
    expect(describeDueDay("monthly", 31)).toBe("Todo dia 31");
    expect(describeDueDay("weekly", 1)).toBe("Toda segunda-feira");
    expect(describeDueDay("weekly", 5)).toBe("Toda sexta-feira");
    expect(describeDueDay("weekly", 6)).toBe("Todo sábado");
    expect(describeDueDay("weekly", 7)).toBe("Todo domingo");
    expect(describeDueDay("yearly", 1)).toBe("1 de janeiro");
    expect(describeDueDay("yearly", 45)).toBe("14 de fevereiro");
    expect(describeDueDay("yearly", 60)).toBe("29 de fevereiro");
    expect(describeDueDay("yearly", 61)).toBe("1 de março");
    expect(describeDueDay("yearly", 366)).toBe("31 de dezembro");
  });

  it("monthly is always 'Todo dia N'", () => {
    fc.assert(fc.property(monthlyDay, (n) => describeDueDay("monthly", n) === `Todo dia ${n}`));
  });

  it("weekly follows value % 7 with 0 = domingo, with the right article", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        const weekday = WEEKDAY_NAMES[n % 7];
        const text = describeDueDay("weekly", n);
        const article = weekday === "domingo" || weekday === "sábado" ? "Todo" : "Toda";
        return text === `${article} ${weekday}`;
      }),
    );
  });

  it("yearly reads 'd de <mês>' with a real day of that month, and never repeats", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(yearlyDay, (n) => {
        const text = describeDueDay("yearly", n);
        const match = /^(\d{1,2}) de (\S+)$/.exec(text);
        if (!match) return false;
        const month = MONTH_NAMES.indexOf(match[2] as (typeof MONTH_NAMES)[number]) + 1;
        return month >= 1 && Number(match[1]) >= 1 && Number(match[1]) <= daysInMonth(2000, month);
      }),
    );
    for (let n = 1; n <= 366; n += 1) seen.add(describeDueDay("yearly", n));
    expect(seen.size).toBe(366);
  });

  it("the weekday options list segunda to domingo", () => {
    expect(WEEKDAY_OPTIONS.map((o) => o.label)).toEqual([
      "Segunda-feira",
      "Terça-feira",
      "Quarta-feira",
      "Quinta-feira",
      "Sexta-feira",
      "Sábado",
      "Domingo",
    ]);
  });
});

describe("yearly day picker", () => {
  it("day of year ↔ (month, day) round-trips over 1–366", () => {
    fc.assert(
      fc.property(yearlyDay, (n) => {
        const { month, day } = yearlyDueDayToDate(n);
        return dateToYearlyDueDay(month, day) === n;
      }),
    );
  });

  it("matches the real day of year in a leap year", () => {
    fc.assert(
      fc.property(yearlyDay, (n) => {
        const { month, day } = yearlyDueDayToDate(n);
        const expected = new Date(Date.UTC(2024, 0, n));
        return expected.getUTCMonth() + 1 === month && expected.getUTCDate() === day;
      }),
    );
  });
});

describe("occurrencesInMonth", () => {
  const anyPayment = fc.oneof(
    fc.tuple(fc.constant("monthly" as const), monthlyDay),
    fc.tuple(fc.constant("weekly" as const), weeklyDay),
    fc.tuple(fc.constant("yearly" as const), yearlyDay),
  );

  it("every occurrence is inside the month, ascending and distinct", () => {
    fc.assert(
      fc.property(anyPayment, yearArb, monthArb, ([frequency, dueDay], year, month) => {
        const dates = occurrencesInMonth({ frequency, dueDay }, { year, month });
        const inside = dates.every((date) => {
          const parts = splitDay(date);
          return (
            parts.year === year && parts.month === month && parts.day <= daysInMonth(year, month)
          );
        });
        const ascending = dates.every((date, i) => i === 0 || (dates[i - 1] ?? "") < date);
        return inside && ascending;
      }),
    );
  });

  it("monthly falls once, on the day clamped to the month's end", () => {
    fc.assert(
      fc.property(monthlyDay, yearArb, monthArb, (dueDay, year, month) => {
        const dates = occurrencesInMonth({ frequency: "monthly", dueDay }, { year, month });
        return (
          dates.length === 1 &&
          splitDay(dates[0] ?? "").day === Math.min(dueDay, daysInMonth(year, month))
        );
      }),
    );
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 31 }, { year: 2027, month: 2 })).toEqual(["2027-02-28"]);
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 31 }, { year: 2028, month: 2 })).toEqual(["2028-02-29"]);
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 31 }, { year: 2026, month: 4 })).toEqual(["2026-04-30"]);
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 31 }, { year: 2026, month: 5 })).toEqual(["2026-05-31"]);
  });

  it("weekly falls on the weekday, 7 days apart, covering the whole month (4 or 5 times)", () => {
    fc.assert(
      fc.property(weeklyDay, yearArb, monthArb, (dueDay, year, month) => {
        const dates = occurrencesInMonth({ frequency: "weekly", dueDay }, { year, month });
        const first = splitDay(dates[0] ?? "").day;
        const last = splitDay(dates.at(-1) ?? "").day;
        return (
          (dates.length === 4 || dates.length === 5) &&
          dates.every((date) => weekdayOf(date) === dueDay % 7) &&
          dates.every(
            (date, i) => i === 0 || dayNumber(date) - dayNumber(dates[i - 1] ?? "") === 7,
          ) &&
          first <= 7 &&
          last > daysInMonth(year, month) - 7
        );
      }),
    );
    // 01/03/2026 is a Sunday: dueDay 7 (domingo) falls on 1, 8, 15, 22, 29.
    expect(occurrencesInMonth({ frequency: "weekly", dueDay: 7 }, { year: 2026, month: 3 })).toEqual([
      "2026-03-01",
      "2026-03-08",
      "2026-03-15",
      "2026-03-22",
      "2026-03-29",
    ]);
  });

  it("yearly falls once a year, in the month of its date; 29/02 is 28/02 in common years", () => {
    fc.assert(
      fc.property(yearlyDay, yearArb, (dueDay, year) => {
        const all = Array.from({ length: 12 }, (_, i) =>
          occurrencesInMonth({ frequency: "yearly", dueDay }, { year, month: i + 1 }),
        ).flat();
        const { month, day } = yearlyDueDayToDate(dueDay);
        const parts = splitDay(all[0] ?? "");
        return (
          all.length === 1 &&
          parts.month === month &&
          parts.day === Math.min(day, daysInMonth(year, month))
        );
      }),
    );
    expect(occurrencesInMonth({ frequency: "yearly", dueDay: 60 }, { year: 2027, month: 2 })).toEqual(["2027-02-28"]);
    expect(occurrencesInMonth({ frequency: "yearly", dueDay: 60 }, { year: 2028, month: 2 })).toEqual(["2028-02-29"]);
    expect(occurrencesInMonth({ frequency: "yearly", dueDay: 45 }, { year: 2026, month: 2 })).toEqual(["2026-02-14"]);
    expect(occurrencesInMonth({ frequency: "yearly", dueDay: 45 }, { year: 2026, month: 3 })).toEqual([]);
  });

  it("gives nothing for a due day outside its frequency's range", () => {
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 0 }, { year: 2026, month: 1 })).toEqual([]);
    expect(occurrencesInMonth({ frequency: "monthly", dueDay: 32 }, { year: 2026, month: 1 })).toEqual([]);
    expect(occurrencesInMonth({ frequency: "weekly", dueDay: 8 }, { year: 2026, month: 1 })).toEqual([]);
    expect(occurrencesInMonth({ frequency: "yearly", dueDay: 367 }, { year: 2026, month: 1 })).toEqual([]);
    for (const frequency of FREQUENCIES) expect(isValidDueDay(frequency, 1.5)).toBe(false);
  });
});

describe("isOccurrence and occurrencesBetween", () => {
  it("isOccurrence agrees with occurrencesInMonth on every day of the month", () => {
    fc.assert(
      fc.property(
        weeklyDay,
        yearArb,
        monthArb,
        fc.integer({ min: 1, max: 31 }),
        (dueDay, year, month, day) => {
          const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const listed = (occurrencesInMonth({ frequency: "weekly", dueDay }, { year, month }) as readonly string[]).includes(date);
          return isOccurrence("weekly", dueDay, date) === listed;
        },
      ),
    );
    expect(isOccurrence("monthly", 31, "2027-02-28")).toBe(true);
    expect(isOccurrence("monthly", 31, "2027-02-27")).toBe(false);
  });

  it("occurrencesBetween crosses months and years and stays inside the range", () => {
    expect(occurrencesBetween("monthly", 31, "2026-12-15", "2027-03-01")).toEqual([
      "2026-12-31",
      "2027-01-31",
      "2027-02-28",
    ]);
    fc.assert(
      fc.property(
        weeklyDay,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 120 }),
        (dueDay, offset, span) => {
          const from = new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(2020, 0, 1 + offset + span)).toISOString().slice(0, 10);
          const dates = occurrencesBetween("weekly", dueDay, from, to);
          return (
            dates.every((d) => d >= from && d <= to && weekdayOf(d) === dueDay % 7) &&
            dates.length ===
              Math.floor(span / 7) + (((dueDay % 7) - weekdayOf(from) + 7) % 7 <= span % 7 ? 1 : 0)
          );
        },
      ),
    );
  });
});

describe("existedOn", () => {
  it("counts from the São Paulo day the payment was created, that day included", () => {
    const noon = new Date("2026-03-12T15:00:00.000Z"); // 12/03 12:00 in São Paulo
    expect(existedOn(noon, day("2026-03-11"))).toBe(false);
    expect(existedOn(noon, day("2026-03-12"))).toBe(true);
    expect(existedOn(noon, day("2026-04-10"))).toBe(true);
    const lateEvening = new Date("2026-03-12T02:30:00.000Z"); // 11/03 23:30 in São Paulo
    expect(existedOn(lateEvening, day("2026-03-11"))).toBe(true);
    expect(existedOn(lateEvening, day("2026-03-10"))).toBe(false);
  });
});
