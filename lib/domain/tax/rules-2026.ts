import { rules2025 } from "@/lib/domain/tax/rules-2025";
import type { TaxRules } from "@/lib/domain/tax/rules-types";

/**
 * Ano-calendário 2026 (DIRPF exercício 2027). Lei 15.270/2025 changes the monthly table (isenção up
 * to R$ 5.000,00 a month, a decreasing discount up to R$ 7.350,00), withholds 10% on dividends
 * above R$ 50.000,00 a month from one company and creates the minimum tax on incomes above
 * R$ 600.000,00 a year. The deductions and the codes Bolso fills are the same as 2025's until the
 * RFB publishes the program of 2027: each is "a conferir".
 */

const LEI_15270 = "Lei 15.270/2025";
const UNTIL_PROGRAM = "mantido de 2025 até a RFB publicar o programa IRPF 2027";
const carried = <T extends { source: string; toCheck: boolean }>(item: T): T => ({
  ...item,
  source: `${item.source} — ${UNTIL_PROGRAM}`,
  toCheck: true,
});

export const rules2026: TaxRules = {
  ...rules2025,
  year: 2026,
  educationCapPerPerson: carried(rules2025.educationCapPerPerson),
  dependentDeduction: carried(rules2025.dependentDeduction),
  assetMinimum: carried(rules2025.assetMinimum),
  paymentCodes: rules2025.paymentCodes.map(carried),
  assetCodes: rules2025.assetCodes.map(carried),
  debtCodes: rules2025.debtCodes.map(carried),
  exemptLines: rules2025.exemptLines.map(carried),
  exclusiveLines: rules2025.exclusiveLines.map(carried),
  dependentRelationships: rules2025.dependentRelationships.map(carried),
  notes: [
    {
      text: "Lucros e dividendos acima de R$ 50.000,00 por mês de uma mesma empresa têm 10% de imposto retido na fonte a partir de 2026; o valor retido é antecipação do imposto mínimo anual.",
      source: `${LEI_15270}`,
      toCheck: true,
    },
    {
      text: "Quem recebeu mais de R$ 600.000,00 no ano (somando isentos e exclusivos) pode dever o imposto mínimo anual (IRPFM): Bolso não calcula esse imposto.",
      source: `${LEI_15270}`,
      toCheck: true,
    },
    {
      text: "Isenção mensal até R$ 5.000,00 e redução até R$ 7.350,00 mudam o imposto retido dos salários, não os códigos das fichas que Bolso preenche.",
      source: LEI_15270,
      toCheck: true,
    },
  ],
};
