/**
 * How a bank connection stands, in pt-BR, from Pluggy's item status and the consent's end: the
 * one rule the connections screen, the bell and the daily e-mail share.
 */
export interface ConnectionState {
  /** Pluggy's item status (UPDATED, LOGIN_ERROR, OUTDATED…). */
  status: string;
  consentExpiresAt: Date | null;
}

/** States the bank imposes: the person must reconnect. */
const ACTION_LABELS: Record<string, string> = {
  LOGIN_ERROR: "Credenciais inválidas",
  OUTDATED: "Desatualizada",
  WAITING_USER_INPUT: "O banco pede uma ação sua",
  WAITING_USER_ACTION: "O banco pede uma ação sua",
};

const STATUS_LABELS: Record<string, string> = {
  UPDATED: "Atualizada",
  UPDATING: "Atualizando",
  MERGING: "Atualizando",
  CREATED: "Conectando",
};

/** A consent ending within this many days asks the person to reconnect. */
export const CONSENT_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the consent ends (rounded up), or null when there is no end or it is far. */
function consentDaysLeft(consentExpiresAt: Date | null, now: Date): number | null {
  if (!consentExpiresAt) return null;
  const days = Math.ceil((consentExpiresAt.getTime() - now.getTime()) / DAY_MS);
  return days <= CONSENT_WARNING_DAYS ? days : null;
}

/** Whether the person must act: a state the bank imposes, or a consent ending within 7 days. */
export function connectionNeedsAction(state: ConnectionState, now: Date = new Date()): boolean {
  return state.status in ACTION_LABELS || consentDaysLeft(state.consentExpiresAt, now) !== null;
}

/** The pt-BR label of a connection's state; what the bank imposes comes before the consent. */
export function connectionStatusLabel(state: ConnectionState, now: Date = new Date()): string {
  const imposed = ACTION_LABELS[state.status];
  if (imposed) return imposed;
  const days = consentDaysLeft(state.consentExpiresAt, now);
  if (days !== null) {
    if (days <= 0) return "Consentimento expirado";
    return `Consentimento expira em ${days} ${days === 1 ? "dia" : "dias"}`;
  }
  return STATUS_LABELS[state.status] ?? "Situação desconhecida";
}
