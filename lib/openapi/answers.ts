import * as z from "@/lib/schemas/zod";
import type { LabelJson } from "@/lib/schemas/labels";
import type { RefJson } from "@/lib/schemas/transactions";
import type { NamedRefJson } from "@/lib/schemas/recurring-payments";
import type { ComparisonJson } from "@/lib/schemas/dashboard";
import type { Cents, Reais } from "@/lib/format/money";
import type { Day, Month } from "@/lib/domain/calendar";
import { DEDUCTIBLE_KINDS } from "@/lib/domain/tax/deductible-kinds";

// The building blocks of the answers' schemas. Each answer schema is checked against the JSON type
// its use case returns (`satisfies z.ZodType<…Json>`): a field the type gains and the schema lacks
// fails tsc; tests/integration/openapi-answers.test.ts validates real answers against them.

/** Reais as a JSON number (two decimals at most); typed as the code's `Reais`. */
export const reais = z
  .number()
  .meta({ description: "Reais (ex.: 1234.56).", example: 123.45 }) as unknown as z.ZodType<Reais>;
/** Centavos as an integer; typed as the code's `Cents`. */
export const cents = z.number().int().meta({
  description: "Centavos (ex.: 12345 = R$ 123,45).",
  example: 12345,
}) as unknown as z.ZodType<Cents>;
/** A calendar day, `YYYY-MM-DD`; typed as the code's `Day`. */
export const day = z
  .string()
  .meta({ format: "date", description: "Dia no formato AAAA-MM-DD.", example: "2026-03-10" }) as unknown as z.ZodType<Day>;
/** A calendar month, `YYYY-MM`; typed as the code's `Month`. */
export const month = (description: string) =>
  z.string().meta({ description, example: "2026-03" }) as unknown as z.ZodType<Month>;
export const instant = z
  .string()
  .meta({ format: "date-time", example: "2026-03-10T12:00:00.000Z" });
export const id = z
  .string()
  .meta({ format: "uuid", example: "0b9c2f0e-3f7a-4c1e-9a61-2f4d8e6b1a22" });
export const color = z.string().meta({ example: "#10B981" });

export const messageAnswer = z
  .object({ message: z.string().meta({ description: "Texto em pt-BR para mostrar à pessoa." }) })
  .meta({ id: "Message" });

export const labelJson = z.object({
  _id: id,
  name: z.string(),
  description: z.string().nullable(),
  color,
}) satisfies z.ZodType<LabelJson>;

export const refJson = z.object({ _id: id, name: z.string(), color }) satisfies z.ZodType<RefJson>;
export const namedRefJson = z.object({
  _id: id,
  name: z.string(),
}) satisfies z.ZodType<NamedRefJson>;

export const comparisonJson = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), value: z.number() }),
    z.object({ kind: z.literal("first-month") }),
    z.object({ kind: z.literal("previous-value"), previous: reais }),
    z.object({ kind: z.literal("none") }),
  ])
  .meta({
    id: "Comparison",
    description: "Como o mês se compara ao anterior.",
  }) satisfies z.ZodType<ComparisonJson>;

/** Imposto de Renda: a category's or payee's Pagamentos efetuados marking, or null. */
export const deductibleJson = z
  .object({ kind: z.enum(DEDUCTIBLE_KINDS), code: z.string() })
  .nullable()
  .meta({ description: "Marcação de dedutível do Imposto de Renda (tipo e código), ou null." });

export const json = (description: string, schema: z.ZodType, example?: unknown) => ({
  description,
  schema,
  example,
});
