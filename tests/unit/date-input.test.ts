import { describe, expect, it } from "vitest";
import { dayToTyped, maskTypedDate, readTypedDate } from "@/lib/format/date-input";
import { dateFieldMessages, dateFieldSchema } from "@/lib/schemas/date-field";

describe("readTypedDate", () => {
  it("reads dd/mm/aaaa, d/m/aaaa, ddmmaaaa and a pasted ISO day as the same day", () => {
    for (const text of ["05/03/2026", "5/3/2026", "05032026", "2026-03-05", " 05/03/2026 "]) {
      expect(readTypedDate(text)).toEqual({ kind: "day", day: "2026-03-05" });
    }
  });

  it("says a day that does not exist is impossible, not missing", () => {
    expect(readTypedDate("31/02/2026")).toEqual({ kind: "impossible" });
    expect(readTypedDate("29/02/2025")).toEqual({ kind: "impossible" });
    expect(readTypedDate("00/01/2026")).toEqual({ kind: "impossible" });
    expect(readTypedDate("10/13/2026")).toEqual({ kind: "impossible" });
    expect(readTypedDate("2026-02-30")).toEqual({ kind: "impossible" });
    expect(readTypedDate("29/02/2024")).toEqual({ kind: "day", day: "2024-02-29" });
  });

  it("tells an empty field from an unfinished one", () => {
    expect(readTypedDate("")).toEqual({ kind: "empty" });
    expect(readTypedDate("   ")).toEqual({ kind: "empty" });
    for (const text of ["31/02", "3", "05/03/26", "abc", "05-03-2026"]) {
      expect(readTypedDate(text)).toEqual({ kind: "incomplete" });
    }
  });
});

describe("maskTypedDate", () => {
  it("adds the slashes while typing forward", () => {
    expect(maskTypedDate("3", "")).toBe("3");
    expect(maskTypedDate("31", "3")).toBe("31/");
    expect(maskTypedDate("31/0", "31/")).toBe("31/0");
    expect(maskTypedDate("31/02", "31/0")).toBe("31/02/");
    expect(maskTypedDate("31/02/2026", "31/02/202")).toBe("31/02/2026");
  });

  it("never puts back a slash being deleted, and keeps what the person typed otherwise", () => {
    expect(maskTypedDate("31", "31/")).toBe("31");
    expect(maskTypedDate("5/", "5")).toBe("5/");
    expect(maskTypedDate("5//", "5/")).toBe("5/");
    expect(maskTypedDate("5/3/2026x", "5/3/2026")).toBe("5/3/2026");
    expect(maskTypedDate("31/02/20261", "31/02/2026")).toBe("31/02/2026");
    expect(maskTypedDate("2026-03-05", "")).toBe("2026-03-05");
  });

  it("formats a day back as dd/mm/aaaa", () => {
    expect(dayToTyped("2026-03-05")).toBe("05/03/2026");
    expect(dayToTyped("31/02")).toBe("31/02");
  });
});

describe("dateFieldSchema", () => {
  const schema = dateFieldSchema({ min: "2000-01-01", max: "2100-12-31", message: "fora" });
  const message = (value: string) => schema.safeParse(value).error?.issues[0]?.message;

  it("leaves as the ISO day", () => {
    expect(schema.parse("2026-03-05")).toBe("2026-03-05");
    expect(schema.parse("05/03/2026")).toBe("2026-03-05");
  });

  it("has its own message for each way a date is wrong", () => {
    expect(message("")).toBe(dateFieldMessages.required);
    expect(message("31/02/2026")).toBe(dateFieldMessages.impossible);
    expect(message("31/02")).toBe(dateFieldMessages.incomplete);
    expect(message("01/01/1999")).toBe("fora");
  });
});
