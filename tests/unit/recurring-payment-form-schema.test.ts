import { describe, expect, it } from "vitest";
import { recurringPaymentFormSchema } from "@/lib/schemas/recurring-payments";
import type { RecurringPaymentFormInput } from "@/lib/schemas/recurring-payments";

const form = (overrides: Partial<RecurringPaymentFormInput> = {}): RecurringPaymentFormInput => ({
  name: "Aluguel",
  amountText: "1.234,56",
  frequency: "monthly",
  dueDay: "10",
  yearlyDay: "1",
  yearlyMonth: "1",
  categoryId: "",
  paymentMethodId: "",
  description: "",
  isActive: true,
  ...overrides,
});

const errors = (input: RecurringPaymentFormInput) => {
  const result = recurringPaymentFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("recurring payment dialog schema", () => {
  it("turns what was typed into the API's values (centavos, due day by frequency)", () => {
    expect(recurringPaymentFormSchema.parse(form())).toEqual({
      name: "Aluguel",
      amountCents: 123_456,
      frequency: "monthly",
      dueDay: 10,
      categoryId: null,
      paymentMethodId: null,
      description: null,
      isActive: true,
    });
    expect(
      recurringPaymentFormSchema.parse(form({ frequency: "weekly", dueDay: "7" })).dueDay,
    ).toBe(7);
    expect(
      recurringPaymentFormSchema.parse(
        form({ frequency: "yearly", dueDay: "", yearlyDay: "14", yearlyMonth: "2" }),
      ).dueDay,
    ).toBe(45);
    expect(
      recurringPaymentFormSchema.parse(
        form({ frequency: "yearly", yearlyDay: "31", yearlyMonth: "12" }),
      ).dueDay,
    ).toBe(366);
  });

  it("shows the due-day error together with the other fields' errors", () => {
    expect(errors(form({ name: " ", amountText: "", dueDay: "" }))).toEqual({
      name: "O nome é obrigatório.",
      amountText: expect.any(String) as unknown,
      dueDay: "O dia de vencimento é obrigatório.",
    });
    expect(errors(form({ dueDay: "32" }))).toEqual({
      dueDay: "Para pagamentos mensais, o dia de vencimento deve ser de 1 a 31.",
    });
    expect(errors(form({ dueDay: "0" })).dueDay).toMatch("de 1 a 31");
    expect(errors(form({ frequency: "weekly", dueDay: "8" })).dueDay).toMatch(
      "1 (segunda-feira) a 7 (domingo)",
    );
    expect(errors(form({ dueDay: "abc" })).dueDay).toMatch("de 1 a 31");
    expect(errors(form({ amountText: "12,345" })).amountText).toBeDefined();
    expect(errors(form({ amountText: "0,00" })).amountText).toBeDefined();
  });
});
