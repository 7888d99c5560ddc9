import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";

/** A dependente as Perfil shows and edits it. */
export interface DependentView {
  id: string;
  name: string;
  /** 11 digits. */
  cpf: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The program's relationship code. */
  relationship: string;
}

/** The DIRPF program's relationship codes for a dependente (ficha Dependentes), from the rules file. */
export const RELATIONSHIPS: { code: string; label: string }[] = LATEST_TAX_RULES.dependentRelationships.map((entry) => ({
  code: entry.code,
  label: entry.description,
}));

export function relationshipLabel(code: string): string {
  const found = RELATIONSHIPS.find((relationship) => relationship.code === code);
  return found ? `${found.code} · ${found.label}` : code;
}
