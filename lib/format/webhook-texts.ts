import type { WebhookDeliveryStatus } from "@/lib/domain/webhook-events";
import { formatDateBR } from "@/lib/format/dates";
import { TIME_ZONE } from "@/lib/domain/calendar";
import { once } from "@/lib/once";

const timeFormat = once(() => new Intl.DateTimeFormat("pt-BR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }));

/** "02/12/2026 às 14:32" (São Paulo). */
export function formatDeliveryMoment(iso: string): string {
  const instant = new Date(iso);
  return `${formatDateBR(instant)} às ${timeFormat().format(instant)}`;
}

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
};

/** A webhook's state as its row shows it. */
export function webhookStateLabel(hook: { enabled: boolean; failingSince: string | null; disabledForFailuresAt: string | null }): {
  label: string;
  tone: "success" | "warning" | "destructive" | "default";
} {
  if (hook.disabledForFailuresAt) return { label: `Desativado por falhas em ${formatDateBR(new Date(hook.disabledForFailuresAt))}`, tone: "destructive" };
  if (!hook.enabled) return { label: "Desativado", tone: "default" };
  if (hook.failingSince) return { label: `Falhando desde ${formatDateBR(new Date(hook.failingSince))}`, tone: "warning" };
  return { label: "Ativo", tone: "success" };
}
