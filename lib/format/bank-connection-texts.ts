import { TIME_ZONE, dayInSaoPaulo } from "@/lib/format/dates";
import { once } from "@/lib/once";

/** Pluggy's item states the bank imposes: the person must reconnect (or answer the bank). */
const ACTION_STATES = new Set(["LOGIN_ERROR", "OUTDATED", "WAITING_USER_INPUT", "WAITING_USER_ACTION"]);

const STATUS_LABELS: Record<string, string> = {
  UPDATED: "Atualizada",
  UPDATING: "Atualizando…",
  CREATED: "Conectando…",
  LOGIN_ERROR: "Login recusado pelo banco",
  OUTDATED: "Desatualizada: o banco não respondeu",
  WAITING_USER_INPUT: "O banco pede uma confirmação",
  WAITING_USER_ACTION: "O banco pede uma ação sua",
};

/** A consent that ends within this many days is shown as needing a reconnection. */
const CONSENT_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConnectionState {
  status: string;
  consentExpiresAt: Date | null;
}

/** The consent ends within 7 days (or already ended). */
export function consentExpiring({ consentExpiresAt }: ConnectionState, now: Date = new Date()): boolean {
  return consentExpiresAt !== null && consentExpiresAt.getTime() - now.getTime() <= CONSENT_WARNING_DAYS * DAY_MS;
}

/** Whether the person must reconnect: a state the bank imposes, or a consent about to end. */
export function connectionNeedsAction(state: ConnectionState, now: Date = new Date()): boolean {
  return ACTION_STATES.has(state.status) || consentExpiring(state, now);
}

/** The pt-BR label of a connection's state. */
export function connectionStatusLabel(state: ConnectionState, now: Date = new Date()): string {
  if (!ACTION_STATES.has(state.status) && consentExpiring(state, now)) {
    return state.consentExpiresAt && state.consentExpiresAt.getTime() <= now.getTime()
      ? "A autorização do banco expirou"
      : "A autorização do banco expira em breve";
  }
  return STATUS_LABELS[state.status] ?? "Estado desconhecido";
}

const timeFormat = once(
  () => new Intl.DateTimeFormat("pt-BR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }),
);

/** "dados de hoje, 14:32", "dados de ontem, 09:05", "dados de 12/11, 08:00" (São Paulo), or "nunca atualizada". */
export function lastSyncLabel(lastSyncedAt: Date | null, now: Date = new Date()): string {
  if (!lastSyncedAt) return "Ainda não atualizada";
  const day = dayInSaoPaulo(lastSyncedAt);
  const time = timeFormat().format(lastSyncedAt);
  if (day === dayInSaoPaulo(now)) return `dados de hoje, ${time}`;
  if (day === dayInSaoPaulo(new Date(now.getTime() - DAY_MS))) return `dados de ontem, ${time}`;
  const [year, month, date] = day.split("-");
  const sameYear = year === dayInSaoPaulo(now).slice(0, 4);
  return `dados de ${date}/${month}${sameYear ? "" : `/${year}`}, ${time}`;
}

/** The toast after a 429: when the person may ask for an update again. */
export function retryAfterMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Esta conexão foi atualizada há pouco. Tente de novo em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
