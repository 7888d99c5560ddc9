import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paymentMethodScreenTexts } from "@/components/payment-methods/payment-method-screen-texts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("payment methods' wording", () => {
  it("a saved payment method's toast names it, unlike a recurring payment's", () => {
    const describe = paymentMethodScreenTexts.toasts.savedDescription;
    expect(describe?.("Nubank", true)).toBe('Meio de pagamento "Nubank" atualizado.');
    expect(describe?.("Pix", false)).toBe('Meio de pagamento "Pix" criado.');
  });

  it("every screen and e-mail says 'meios de pagamento', never 'formas de pagamento'", () => {
    // The subscription's card on Stripe is a forma de pagamento of its own, not one of Bolso's.
    const offenders = ["app", "components", "emails"]
      .flatMap((dir) => files(dir))
      .filter((file) => !file.startsWith(path.join("components", "subscription")))
      .filter((file) => /formas? de pagamento/i.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
