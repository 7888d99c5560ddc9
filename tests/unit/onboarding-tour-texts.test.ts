import { describe, expect, it } from "vitest";
import { TOUR_STEPS, tourHint } from "@/lib/domain/onboarding-tour";

describe("the tour's hint names what is on the person's screen", () => {
  const payments = TOUR_STEPS[0]!;

  it("on a phone, the menu behind its button", () => {
    expect(tourHint(payments, true)).toBe("Abra o menu e toque em “Meios de pagamento”.");
  });

  it("on a larger screen, the sidebar item it points at: nothing to open, nothing to touch", () => {
    const hint = tourHint(payments, false);
    expect(hint).toBe("Clique em “Meios de pagamento” no menu ao lado.");
    expect(hint).not.toMatch(/abra|toque/i);
  });
});
