/**
 * The money type, checked by the compiler: `npm run typecheck` (tsc) reads this file, and each
 * `@ts-expect-error` below must meet an error, or tsc fails ("Unused '@ts-expect-error'
 * directive"). So if reais, a plain number or a sum made by hand ever compile where `Cents` is
 * expected (or centavos where the API's reais are), typecheck goes red. Vitest only runs the few
 * run-time checks at the end; the lines inside `compileOnly` never run.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  addCents,
  cents,
  centsToNumeric,
  centsToReais,
  formatMoney,
  numericToCents,
  reaisToCents,
  splitInstallments,
  sumCents,
  typedToCents,
} from "@/lib/format/money";
import type { Cents, Reais } from "@/lib/format/money";
import { jsonAmountSchema, valorMessages } from "@/lib/schemas/amount";
import { transactionInput } from "@/lib/schemas/transactions";
import type { TransactionInput, TransactionJson } from "@/lib/schemas/transactions";
import type * as z from "@/lib/schemas/zod";
import type { transactions } from "@/db/schema";

function compileOnly(amount: Cents, reais: Reais, json: TransactionJson, input: TransactionInput) {
  const plain = 1234;

  // ── A plain number is not centavos ──
  // @ts-expect-error a literal is not Cents: say `cents(1234)`
  formatMoney(1234);
  // @ts-expect-error a plain number is not Cents
  formatMoney(plain);
  // @ts-expect-error nor is it for arithmetic
  addCents(amount, plain);
  // @ts-expect-error nor for the database
  centsToNumeric(plain);
  // @ts-expect-error a plain number is not Cents
  const fromPlain: Cents = plain;

  // ── Reais are not centavos ──
  // @ts-expect-error the API's reais must go through reaisToCents first
  formatMoney(reais);
  // @ts-expect-error the JSON's valor is reais
  formatMoney(json.valor);
  // @ts-expect-error reais are not Cents
  splitInstallments(reais, 3);
  // @ts-expect-error reais are not Cents
  const fromReais: Cents = json.valor;
  // @ts-expect-error reais into reaisToCents' opposite
  centsToReais(reais);

  // ── Centavos are not reais ──
  // @ts-expect-error centavos in the JSON would answer 1234 for R$ 12,34
  const wrongJson: TransactionJson["valor"] = amount;
  // @ts-expect-error centavos are not the API's reais
  reaisToCents(amount);
  // @ts-expect-error the JSON's valor cannot be set from centavos
  json.valor = input.amountCents;

  // ── Arithmetic by hand loses the brand ──
  // @ts-expect-error a sum made with + is a plain number: use addCents / sumCents
  const handSum: Cents = amount + amount;
  // @ts-expect-error × 100 by hand is not a conversion
  const handConversion: Cents = reais * 100;

  // ── The parsed input speaks centavos, under a name that says so ──
  // @ts-expect-error TransactionInput has no `valor`: the JSON's reais leave the schema as amountCents
  void input.valor;

  // What does compile: every conversion named by its unit.
  const fine: Cents[] = [
    cents(plain),
    reaisToCents(reais),
    reaisToCents(json.valor),
    numericToCents("12.34"),
    addCents(amount, input.amountCents),
    sumCents([amount, amount]),
  ];
  const typed: Cents | null = typedToCents("1.234,56");
  const answer: Reais = centsToReais(amount);
  const ok: number = amount; // Cents are still numbers: compare, sort, serialise.
  return [fromPlain, fromReais, wrongJson, handSum, handConversion, fine, typed, answer, ok];
}

/** Money columns read and write `Cents` (db/columns.ts `money()`): no conversion by hand. */
function columnsCompileOnly(row: typeof transactions.$inferSelect, amount: Cents) {
  const read: Cents = row.valor;
  // @ts-expect-error a money column reads as Cents, not the driver's numeric text
  const asText: string = row.valor;
  // @ts-expect-error and a read is not reais
  const asReais: Reais = row.valor;
  const written: Partial<typeof transactions.$inferInsert> = { valor: amount };
  // @ts-expect-error the numeric text is not written by hand any more
  const writtenText: Partial<typeof transactions.$inferInsert> = { valor: "12.34" };
  // @ts-expect-error nor are reais
  const writtenReais: Partial<typeof transactions.$inferInsert> = { valor: centsToReais(amount) };
  return [read, asText, asReais, written, writtenText, writtenReais];
}

describe("the money type", () => {
  it("is checked by tsc (see compileOnly above); vitest only confirms the module's signatures", () => {
    expectTypeOf(columnsCompileOnly).toBeFunction();
    expectTypeOf(compileOnly).toBeFunction();
    expectTypeOf(reaisToCents).parameter(0).toEqualTypeOf<Reais>();
    expectTypeOf(reaisToCents).returns.toEqualTypeOf<Cents>();
    expectTypeOf(centsToReais).parameter(0).toEqualTypeOf<Cents>();
    expectTypeOf(formatMoney).parameter(0).toEqualTypeOf<Cents>();
    expectTypeOf<TransactionInput["amountCents"]>().toEqualTypeOf<Cents>();
    expectTypeOf<TransactionJson["valor"]>().toEqualTypeOf<Reais>();
    expectTypeOf<z.output<ReturnType<typeof jsonAmountSchema>>>().toEqualTypeOf<Cents>();
  });

  it("the API's zod schema turns the JSON's valor in reais into amountCents", () => {
    const parsed = transactionInput.parse({
      description: "Café",
      valor: 12.3,
      transactionTypeId: "5f8d0d55-7f4e-4b1e-9a43-0d6a2b1c3e4f",
      transactionDate: "2026-01-31",
      categoryId: null,
      paymentMethodId: null,
    });
    expect(parsed.amountCents).toBe(1230);
    expect("valor" in parsed).toBe(false);
    expect(jsonAmountSchema(valorMessages).parse("0.30")).toBe(30);
  });
});
