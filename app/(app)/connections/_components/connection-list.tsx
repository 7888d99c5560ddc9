import "server-only";
import { Landmark } from "lucide-react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { ConnectBankButton } from "@/components/connections/connect-bank-button";
import { ConnectionActions } from "@/components/connections/connection-actions";
import { AccountLink, type LinkChoice } from "@/components/connections/account-link";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { lastSyncLabel } from "@/lib/format/bank-connection-texts";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listConnections } from "@/server/open-finance/list-connections";
import { bankWidget } from "./bank-widget";

const ACCOUNT_TYPE_LABELS: Record<string, string> = { BANK: "Conta", CREDIT: "Cartão de crédito" };

/** Each connection: institution, state, last sync, accounts and the payment method each became, and its actions. */
export async function ConnectionList({ userId }: { userId: string }) {
  const result = await loadPart("conexões: lista", async () => {
    const [connections, methods] = await Promise.all([listConnections(db, userId), listPaymentMethods(db, userId)]);
    return { connections, methods };
  });
  if (!result.ok) {
    return <ListLoadError message="Não foi possível carregar as conexões bancárias." toastTitle="Erro ao buscar conexões" />;
  }
  const widget = bankWidget();
  const now = new Date();
  const { connections, methods } = result.data;
  /** The person's accounts for a connected account, their cards for a connected card. */
  const choicesFor = (type: string): LinkChoice[] =>
    methods
      .filter((method) => method.kind === (type === "CREDIT" ? "credit_card" : "account"))
      .map((method) => ({ id: method._id, name: method.name }));
  if (connections.length === 0) {
    return (
      <EmptyState
        icon={Landmark}
        title="Nenhum banco conectado"
        description="Conecte seu banco e as contas, cartões e transações chegam sozinhos. Você só revisa."
        action={<ConnectBankButton widget={widget} />}
      />
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Conexões bancárias">
      {connections.map((connection) => (
        <li key={connection.id}>
          <Panel className="h-full gap-4">
            <PanelHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <PanelTitle className="flex items-center gap-2">
                  <Landmark className="size-4 shrink-0" aria-hidden="true" />
                  {connection.institutionName}
                </PanelTitle>
                <p className="text-sm text-muted-foreground">{lastSyncLabel(connection.lastSyncedAt, now)}</p>
              </div>
              <Badge variant={connection.needsAction ? "warning" : connection.status === "UPDATED" ? "success" : "default"}>
                {connection.statusLabel}
              </Badge>
            </PanelHeader>
            <PanelContent className="flex flex-col gap-4">
              {connection.needsAction ? (
                <p role="status" className="text-sm text-amber-800 dark:text-amber-400">
                  O banco pede que você reconecte para continuar recebendo os dados.
                </p>
              ) : null}
              {connection.accounts.length > 0 ? (
                <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label={`Contas de ${connection.institutionName}`}>
                  {connection.accounts.map((account) => (
                    <li key={account.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
                      <span className="font-medium">
                        {account.name}
                        {account.number ? <span className="ml-1 text-muted-foreground">{account.number}</span> : null}
                      </span>
                      <span className="text-muted-foreground">
                        {ACCOUNT_TYPE_LABELS[account.type] ?? account.type} →{" "}
                        {account.linkState === "pending" ? "aguardando sua resposta" : (account.paymentMethodName ?? "sem meio de pagamento")}
                      </span>
                      <AccountLink account={account} choices={choicesFor(account.type)} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">As contas aparecem depois da primeira atualização.</p>
              )}
              <ConnectionActions
                widget={widget}
                connection={{
                  id: connection.id,
                  pluggyItemId: connection.pluggyItemId,
                  institutionName: connection.institutionName,
                  needsAction: connection.needsAction,
                }}
              />
            </PanelContent>
          </Panel>
        </li>
      ))}
    </ul>
  );
}

export function ConnectionListSkeleton() {
  return (
    <div role="status" aria-label="Carregando conexões..." className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} className="h-48 rounded-xl" />
      ))}
    </div>
  );
}
