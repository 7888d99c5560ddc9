import { TIME_ZONE, dayInSaoPaulo } from "@/lib/domain/calendar";
import { once } from "@/lib/once";

const DAY_MS = 24 * 60 * 60 * 1000;

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
