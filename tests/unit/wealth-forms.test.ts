import { describe, expect, it } from "vitest";
import { historyMonthsOf } from "@/components/wealth/wealth-screen-texts";
import { investmentFormSchema } from "@/lib/schemas/investment";
import { loanFormSchema, loanInput } from "@/lib/schemas/loan";

const investment = {
  name: "CDB Banco X",
  kind: "renda_fixa",
  institutionName: "",
  balanceText: "10.000,50",
  amountOriginalText: "",
  rateText: "110% do CDI",
  dueDate: "",
};
const loan = {
  name: "Financiamento",
  kind: "financiamento_imobiliario",
  creditorName: "Caixa",
  balanceText: "250.000,00",
  installmentAmountText: "2.345,67",
  installmentsTotal: "360",
  installmentsPaid: "24",
  cetText: "11,25",
  dueDate: "2050-01-10",
};

describe("the Patrimônio dialogs", () => {
  it("read amounts typed the pt-BR way into centavos, empty optional ones as null", () => {
    expect(investmentFormSchema.parse(investment)).toMatchObject({ balanceText: 1_000_050, amountOriginalText: null });
    expect(investmentFormSchema.parse({ ...investment, balanceText: "0" }).balanceText).toBe(0);
    expect(loanFormSchema.parse(loan)).toMatchObject({
      balanceText: 25_000_000,
      installmentAmountText: 234_567,
      installmentsTotal: 360,
      installmentsPaid: 24,
      cetText: 11.25,
    });
  });

  it.each([
    [{ balanceText: "" }, "Informe o saldo devedor."],
    [{ balanceText: "-10,00" }, "O saldo devedor não pode ser negativo."],
    [{ balanceText: "dez" }, "O saldo devedor: valor inválido. Use o formato 1.234,56."],
    [{ installmentsPaid: "400" }, "As parcelas pagas não podem passar do total de parcelas."],
    [{ installmentsTotal: "0" }, "O número de parcelas deve ser um inteiro de 1 a 600."],
    [{ cetText: "1.5.2" }, "CET inválido"],
    [{ dueDate: "2050-02-30" }, "A data de vencimento deve ser uma data válida no formato AAAA-MM-DD."],
    [{ name: "n".repeat(121) }, "O nome deve ter no máximo 120 caracteres."],
  ])("refuse %j with a pt-BR message", (change, message) => {
    const result = loanFormSchema.safeParse({ ...loan, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it("keep the history's range to the ones offered, 12 months otherwise", () => {
    expect(historyMonthsOf("24")).toBe(24);
    expect(historyMonthsOf(undefined)).toBe(12);
    expect(historyMonthsOf("7")).toBe(12);
    expect(historyMonthsOf("-1")).toBe(12);
  });
});

describe("the API's amounts in centavos", () => {
  const body = { name: "Consignado", kind: "consignado" };
  it.each([
    [0, 0],
    [1, 1],
    [99_999_999_999, 99_999_999_999],
  ])("take %d centavos", (sent, kept) => {
    expect(loanInput.parse({ ...body, balanceCents: sent }).balanceCents).toBe(kept);
  });

  it.each([
    [-1, "O saldo devedor não pode ser negativo."],
    [10.5, "O saldo devedor deve ser um número inteiro de centavos."],
    ["1000", "O saldo devedor deve ser um número inteiro de centavos."],
    [100_000_000_000, "O saldo devedor deve ser no máximo R$ 999.999.999,99."],
    [null, "Informe o saldo devedor."],
  ])("refuse %j", (sent, message) => {
    const result = loanInput.safeParse({ ...body, balanceCents: sent });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
