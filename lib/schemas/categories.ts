import * as z from "@/lib/schemas/zod";
import { categoryTypes } from "@/lib/domain/enums";
import type { CategoryType } from "@/lib/domain/enums";
import { labelSchemas } from "@/lib/schemas/labels";
import { deductibleMarking } from "@/lib/schemas/deductible";
import type { DeductibleKind } from "@/lib/domain/tax/deductible-kinds";
import type { LabelJson, StarterLabel } from "@/lib/schemas/labels";
import { householdFlag } from "@/lib/schemas/household-item";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

export const CATEGORY_NAME_REQUIRED = "O nome da categoria é obrigatório.";
export const CATEGORY_NOT_FOUND = "Categoria não encontrada.";
export const HOUSEHOLD_CATEGORY_DUPLICATE = "A casa já tem uma categoria com esse nome.";

const plural = { despesa: "despesas", receita: "receitas" } as const;
const other = { despesa: "receita", receita: "despesa" } as const;

export const categoryTypeMessages = {
  invalid: 'Tipo de categoria inválido: use "despesa", "receita" ou "ambas".',
  /** A record of one type on a category only of the other. */
  mismatch: (category: string, categoryType: "despesa" | "receita") =>
    `A categoria "${category}" é só de ${plural[categoryType]}: escolha uma categoria de ${plural[other[categoryType]]} ou de ambas.`,
  /** Narrowing a category that already holds records of the other type. */
  inUse: (type: "despesa" | "receita") =>
    `Esta categoria já tem ${plural[other[type]]}: ela só pode ser de ${plural[other[type]]} ou de ambas.`,
} as const;

const labels = labelSchemas({
  nameRequired: CATEGORY_NAME_REQUIRED,
  idInvalid: "Identificador de categoria inválido.",
});
const typeSchema = z.enum(categoryTypes, { error: categoryTypeMessages.invalid });

export const categoryIdParams = labels.params;
/**
 * POST /category: `type` defaults to "ambas", so a body without it fits every transaction;
 * `household: true` makes it one of the household's shared set.
 */
export const categoryInput = labels.input.extend({ type: typeSchema.default("ambas"), household: householdFlag.default(false) });
/**
 * PATCH /category/{id}: only the fields sent change. `deductible` marks it for the declaration's
 * Pagamentos efetuados (`{ kind, code }`, the code one of the kind's) or unmarks it (null).
 * `household` shares it with the household (true) or, by its owner only, takes it back (false).
 */
export const categoryPatch = labels.patch.extend({
  type: typeSchema.optional(),
  deductible: deductibleMarking.optional(),
  household: householdFlag.optional(),
});

/** POST /category/{id}/map: the household category a private one becomes ("Mercado" → "Supermercado"). */
export const categoryMapInput = z.object({
  householdCategoryId: z.uuid({ error: "Identificador da categoria da casa inválido." }),
});
export type CategoryMapInput = z.output<typeof categoryMapInput>;

export type CategoryInput = z.output<typeof categoryInput>;
export type CategoryPatch = z.output<typeof categoryPatch>;

/** How a category travels as JSON: a label with its type, and whose it is. */
export interface CategoryJson extends LabelJson, HouseholdItemJson {
  type: CategoryType;
  /** Imposto de Renda: its Pagamentos efetuados marking, or null. */
  deductible: { kind: DeductibleKind; code: string } | null;
}

/** What mapping a private category moved to the household's, and the household category itself. */
export interface CategoryMapJson {
  category: CategoryJson;
  moved: { transactions: number; rules: number; budgets: number; recurringPayments: number; payees: number };
}

/** The one-click suggested set offered while the user has no categories, each typed. */
export const CATEGORY_STARTER_SET: readonly (StarterLabel & { type: CategoryType })[] = [
  { name: "Moradia", description: "Aluguel, condomínio e contas da casa", color: "#8B5CF6", type: "despesa" },
  { name: "Mercado", description: "Supermercado, feira e padaria", color: "#10B981", type: "despesa" },
  {
    name: "Transporte",
    description: "Combustível, aplicativos e transporte público",
    color: "#F59E0B",
    type: "despesa",
  },
  { name: "Restaurantes e delivery", description: "Restaurantes, bares, lanches e delivery", color: "#F97316", type: "despesa" },
  { name: "Saúde", description: "Plano de saúde, farmácia e consultas", color: "#EF4444", type: "despesa" },
  { name: "Lazer", description: "Passeios, cinema, shows e hobbies", color: "#EC4899", type: "despesa" },
  { name: "Assinaturas", description: "Streaming, aplicativos e serviços digitais", color: "#6366F1", type: "despesa" },
  { name: "Compras", description: "Roupas, eletrônicos, casa e compras online", color: "#0EA5E9", type: "despesa" },
  { name: "Pets", description: "Pet shop, ração e veterinário", color: "#A16207", type: "despesa" },
  { name: "Viagens", description: "Passagens, hospedagem e passeios fora", color: "#06B6D4", type: "despesa" },
  { name: "Educação", description: "Cursos, livros e mensalidades", color: "#3B82F6", type: "despesa" },
  { name: "Impostos e tarifas", description: "Impostos, IOF, juros e tarifas bancárias", color: "#64748B", type: "despesa" },
  { name: "Salário", description: "Salário e outras rendas do trabalho", color: "#14B8A6", type: "receita" },
  { name: "Outros", description: "O que não se encaixa nas demais", color: "#71717A", type: "ambas" },
];
