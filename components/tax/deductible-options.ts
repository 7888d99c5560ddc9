import { codesOfKind as codesOfKindIn, paymentCodeOf } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import type { DeductibleKind, DeductibleMarking } from "@/lib/schemas/tax";

/** The kinds a category or payee can be marked with, in the order the select offers them. */
export const DEDUCTIBLE_KIND_OPTIONS: { kind: DeductibleKind; label: string }[] = [
  { kind: "saude", label: "Saúde" },
  { kind: "educacao", label: "Educação" },
  { kind: "previdencia", label: "Previdência complementar (PGBL)" },
  { kind: "pensao", label: "Pensão alimentícia" },
];

/** The code a kind starts with when chosen (the most common one). */
const DEFAULT_CODE: Record<DeductibleKind, string> = { saude: "10", educacao: "01", previdencia: "36", pensao: "30" };

/** The Pagamentos efetuados codes of a kind, from the newest rules (each code once). */
export function codesOfKind(kind: DeductibleKind): { code: string; description: string }[] {
  return [...new Set(codesOfKindIn(LATEST_TAX_RULES, kind))].map((code) => ({
    code,
    description: paymentCodeOf(LATEST_TAX_RULES, code)?.description ?? code,
  }));
}

export function markingOfKind(kind: DeductibleKind | "none"): DeductibleMarking {
  if (kind === "none") return null;
  const codes = codesOfKind(kind);
  const code = codes.some((entry) => entry.code === DEFAULT_CODE[kind]) ? DEFAULT_CODE[kind] : (codes[0]?.code ?? DEFAULT_CODE[kind]);
  return { kind, code };
}

/** "Saúde · 10 Médicos no Brasil", or "Não dedutível". */
export function markingLabel(marking: DeductibleMarking): string {
  if (!marking) return "Não dedutível";
  const kind = DEDUCTIBLE_KIND_OPTIONS.find((option) => option.kind === marking.kind)?.label ?? marking.kind;
  const code = codesOfKind(marking.kind).find((entry) => entry.code === marking.code);
  return code ? `${kind} · ${code.code} ${code.description}` : kind;
}
