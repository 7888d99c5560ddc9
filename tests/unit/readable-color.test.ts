import { describe, expect, it } from "vitest";
import { DARK_FOREGROUND, LIGHT_FOREGROUND, readableForeground, relativeLuminance } from "@/lib/format/readable-color";

describe("readableForeground", () => {
  it("puts dark text on pale colours and white on deep ones", () => {
    expect(readableForeground("#FDE047")).toBe(DARK_FOREGROUND);
    expect(readableForeground("#ffffff")).toBe(DARK_FOREGROUND);
    expect(readableForeground("#10B981")).toBe(DARK_FOREGROUND);
    expect(readableForeground("#1E3A8A")).toBe(LIGHT_FOREGROUND);
    expect(readableForeground("#000000")).toBe(LIGHT_FOREGROUND);
    expect(readableForeground("#6366F1")).toBe(LIGHT_FOREGROUND);
  });

  it("reads the WCAG luminance and falls back to white on a malformed colour", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("red")).toBeNull();
    expect(readableForeground("red")).toBe(LIGHT_FOREGROUND);
  });
});
