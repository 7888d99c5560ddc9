import { Badge } from "@/components/ui/badge";
import type { StatementStatus } from "@/lib/domain/card-statement";

const LOOK: Record<StatementStatus, { label: string; variant: "info" | "warning" | "success" | "destructive" }> = {
  aberta: { label: "Aberta", variant: "info" },
  fechada: { label: "Fechada", variant: "warning" },
  paga: { label: "Paga", variant: "success" },
  vencida: { label: "Vencida", variant: "destructive" },
};

export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
