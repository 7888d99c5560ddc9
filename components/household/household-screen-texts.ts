import type { HouseholdLevel, HouseholdSplitMode, InvitationLevel } from "@/lib/domain/enums";
import type { SplitFallback } from "@/lib/domain/household-split";
import { householdLevelLabels } from "@/lib/format/household-texts";

/** What the Casa screens say: levels, split modes and the Bolso a dois pitch. */
export const HOUSEHOLD_PITCH =
  "Compartilhe contas, cartões e despesas com quem mora com você. Cada um entra com o próprio login e escolhe o que compartilhar.";

/** A member's level on a badge: the owner's shortened to "Dono". */
export const LEVEL_LABELS: Record<HouseholdLevel, string> = { ...householdLevelLabels, owner: "Dono" };

export const INVITATION_LEVEL_OPTIONS: readonly { value: InvitationLevel; label: string }[] = [
  { value: "full", label: LEVEL_LABELS.full },
  { value: "read", label: LEVEL_LABELS.read },
];

export const SPLIT_MODE_LABELS: Record<HouseholdSplitMode, string> = {
  equal: "50/50",
  income: "Proporcional à renda",
  fixed: "Percentuais fixos",
};

export const SPLIT_MODE_HINTS: Record<HouseholdSplitMode, string> = {
  equal: "Cada pessoa da casa paga a mesma parte.",
  income: "Cada um paga na proporção da renda mensal que informou.",
  fixed: "Vocês escolhem o percentual de cada um.",
};

/** "Ver e lançar: vê e lança nas contas da casa." — what a level lets a member do. */
export const LEVEL_HINTS: Record<InvitationLevel, string> = {
  full: "Vê e lança nas contas e despesas compartilhadas.",
  read: "Só vê o que é da casa, sem lançar nem alterar.",
};

/** A percent as people read it: 33,33 %. */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}

/** Why the Acerto de contas split in equal parts instead of the household's choice. */
export const SPLIT_FALLBACK_NOTES: Record<SplitFallback, string> = {
  income_missing: "Dividido em partes iguais: falta alguém informar a renda mensal (em Minha participação).",
  shares_missing: "Dividido em partes iguais: os percentuais fixos não somam 100% para as pessoas de agora. Ajuste a divisão padrão.",
};
