import { describe, expect, it } from "vitest";
import { WIDGET_FAILURE, widgetErrorDescription } from "@/components/connections/bank-widget";

describe("the bank widget's error toast", () => {
  it("never shows the widget's raw English text", () => {
    for (const raw of ["Failed to fetch", "Load failed", "NetworkError when attempting to fetch resource."]) {
      expect(widgetErrorDescription(raw, true)).toBe(WIDGET_FAILURE.offline);
    }
    expect(widgetErrorDescription("Unexpected token < in JSON", true)).toBe(WIDGET_FAILURE.other);
    expect(widgetErrorDescription("anything", false)).toBe(WIDGET_FAILURE.offline);
  });
});
