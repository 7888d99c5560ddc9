import { FileText, Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInstantBR } from "@/components/subscription/format-instant";
import { formatCurrency } from "@/lib/format/money";
import type { PaymentJson } from "@/lib/schemas/billing";

export const PAYMENT_HISTORY_LOAD_ERROR = "Não foi possível carregar o histórico de pagamentos.";

/** The 'Histórico de pagamentos' panel around its table, skeleton or error. */
export function PaymentHistoryPanel({ children }: { children: React.ReactNode }) {
  return (
    <Panel className="w-full max-w-2xl">
      <PanelHeader>
        <PanelTitle>Histórico de pagamentos</PanelTitle>
      </PanelHeader>
      <PanelContent>{children}</PanelContent>
    </Panel>
  );
}

export function PaymentHistorySkeleton() {
  return (
    <PaymentHistoryPanel>
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando pagamentos">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    </PaymentHistoryPanel>
  );
}

/** Data (dd/MM/yyyy), Status (paid → Pago, anything else → Falhou), Valor, Fatura (PDF). */
export function PaymentHistory({ payments }: { payments: PaymentJson[] }) {
  return (
    <PaymentHistoryPanel>
      {payments.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhum pagamento ainda" description="As faturas da sua assinatura aparecem aqui." />
      ) : (
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-zinc-200 text-left text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                <th scope="col" className="py-2 pr-3 font-medium">Data</th>
                <th scope="col" className="py-2 pr-3 font-medium">Status</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Valor</th>
                <th scope="col" className="py-2 text-right font-medium">Fatura</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/70">
                  <td className="py-3 pr-3 whitespace-nowrap tabular-nums">{formatInstantBR(payment.date)}</td>
                  <td className="py-3 pr-3">
                    {payment.status !== "paid" ? (
                      <Badge variant="destructive">Falhou</Badge>
                    ) : payment.amount === 0 ? (
                      // A trial's opening invoice charges nothing: it is the trial, not a payment.
                      <Badge variant="default">Teste grátis</Badge>
                    ) : (
                      <Badge variant="success">Pago</Badge>
                    )}
                  </td>
                  <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatCurrency(payment.amount, payment.currency)}
                  </td>
                  <td className="py-3 text-right">
                    {payment.pdf ? (
                      <a
                        href={payment.pdf}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
                      >
                        <FileText className="size-4" aria-hidden="true" />
                        PDF
                        <span className="sr-only"> da fatura de {formatInstantBR(payment.date)}</span>
                      </a>
                    ) : (
                      <span className="text-zinc-500">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PaymentHistoryPanel>
  );
}
