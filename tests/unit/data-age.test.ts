import { describe, expect, it } from "vitest";
import { dataAgeLabel } from "@/lib/format/data-age";

const at = (day: number, hours: number, minutes: number, month = 10, year = 2026) =>
  new Date(year, month, day, hours, minutes);

describe("dataAgeLabel", () => {
  it("says today with the time, zero-padded", () => {
    expect(dataAgeLabel(at(27, 14, 32), at(27, 18, 0))).toBe("dados de hoje, 14:32");
    expect(dataAgeLabel(at(27, 9, 5), at(27, 9, 6))).toBe("dados de hoje, 09:05");
  });

  it("says yesterday across midnight, and across a month's end", () => {
    expect(dataAgeLabel(at(26, 23, 59), at(27, 0, 1))).toBe("dados de ontem, 23:59");
    expect(dataAgeLabel(at(31, 8, 0, 9), at(1, 8, 0, 10))).toBe("dados de ontem, 08:00");
  });

  it("gives the day and month when older, and the year only when it is another one", () => {
    expect(dataAgeLabel(at(25, 18, 0), at(27, 9, 0))).toBe("dados de 25/11, 18:00");
    expect(dataAgeLabel(at(30, 7, 45, 11, 2025), at(2, 9, 0, 0, 2026))).toBe("dados de 30/12/2025, 07:45");
  });
});
