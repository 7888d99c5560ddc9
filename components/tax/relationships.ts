import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";

/** The DIRPF program's relationship codes for a dependente (ficha Dependentes), from the rules file. */
export const RELATIONSHIPS: { code: string; label: string }[] = LATEST_TAX_RULES.dependentRelationships.map((entry) => ({
  code: entry.code,
  label: entry.description,
}));
