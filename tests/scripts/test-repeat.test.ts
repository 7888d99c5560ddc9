import { describe, expect, it } from "vitest";
import { parseTally } from "../../scripts/test-repeat";

describe("test:repeat reads each run's result", () => {
  it("takes the final tally line of npm test, not a runner's own summary", () => {
    const output = [
      "━━━ vitest (unit + integration): ok em 300s",
      "Tests  1141 passed | 1 skipped",
      "  137 passed (6.2m)",
      "",
      "(1 skipped)",
      "",
      "1278 passed, 0 failed",
    ].join("\n");
    expect(parseTally(output)).toEqual({ passed: 1278, failed: 0 });
  });

  it("reports failures", () => {
    expect(parseTally("1276 passed, 2 failed\n")).toEqual({ passed: 1276, failed: 2 });
  });

  it("has no tally when npm test died before printing one", () => {
    expect(parseTally("Error: Cannot find module 'next'\n")).toBeNull();
  });
});
