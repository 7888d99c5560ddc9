import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ObjectiveAccountSelect } from "@/components/objectives/objective-account-select";
import { Field } from "@/components/ui/field";
import { depositAccountError, initialDepositAccount, objectiveMessages } from "@/lib/schemas/objectives";

const corrente = { id: "c1", name: "Conta corrente" };
const carteira = { id: "c2", name: "Carteira" };

describe("the deposit dialog's 'Conta'", () => {
  it("starts on the only account there is, and on none when there are several to choose from", () => {
    expect(initialDepositAccount([corrente])).toBe("c1");
    expect(initialDepositAccount([corrente, carteira])).toBe("");
    expect(initialDepositAccount([])).toBe("");
  });

  it("is required: one of the person's accounts, with a pt-BR message otherwise", () => {
    expect(depositAccountError("c2", [corrente, carteira])).toBeUndefined();
    expect(depositAccountError("", [corrente, carteira])).toBe("Escolha a conta de onde sai o valor.");
    expect(depositAccountError("someone-else", [corrente])).toBe(objectiveMessages.accountRequired);
    expect(depositAccountError("", null)).toBe(objectiveMessages.accountRequired);
    expect(depositAccountError("", [])).toBe(objectiveMessages.noAccount);
    // A withdrawal asks where the money goes.
    expect(depositAccountError("", [corrente], objectiveMessages.withdrawAccountRequired)).toBe("Escolha a conta para onde vai o valor.");
  });

  it("labels its trigger 'Conta' and announces the error on it", () => {
    const html = renderToStaticMarkup(
      <Field label="Conta" id="conta" error={objectiveMessages.accountRequired}>
        <ObjectiveAccountSelect value="" onChange={() => undefined} accounts={[corrente, carteira]} />
      </Field>,
    );
    expect(html).toContain('<label');
    expect(html).toMatch(/for="conta"[^>]*>Conta</);
    expect(html).toMatch(/<button[^>]*id="conta"/);
    expect(html).toMatch(/<button[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<button[^>]*aria-describedby="conta-error"/);
    expect(html).toContain("Escolha a conta");
  });
});
