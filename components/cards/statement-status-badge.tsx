import { Badge } from "@/components/ui/badge";
import type { StatementStatus } from "@/lib/domain/card-statement";

const LOOK: Record<StatementStatus, { label: string; variant: "outline" | "info" | "warning" | "success" | "destructive" }> = {
  // Not opened yet: the purchases in it are parcelas billed ahead.
  futura: { label: "Futura", variant: "outline" },
  aberta: { label: "Aberta", variant: "info" },
  fechada: { label: "Fechada", variant: "warning" },
  paga: { label: "Paga", variant: "success" },
  vencida: { label: "Vencida", variant: "destructive" },
};

export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
