import "server-only";
import { PlugZap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { WealthItemActions } from "@/components/wealth/wealth-actions";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { INVESTMENT_KIND_LABELS, LOAN_KIND_LABELS } from "@/lib/domain/wealth-kinds";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { InvestmentJson } from "@/lib/schemas/investment";
import type { LoanJson } from "@/lib/schemas/loan";

/** What the island needs of an item, and no more (it travels to the browser). */
const actionItem = ({ id, name, kind, balanceCents, connected }: InvestmentJson | LoanJson) => ({
  id,
  name,
  kind,
  balanceCents,
  connected,
});

const rate = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** The details an item has, as label and value; those it lacks are left out. */
function Details({ rows }: { rows: [string, string | null][] }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
          <dd className="min-w-0 truncate text-right text-zinc-900 tabular-nums dark:text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Name, kind, and "Conectado · banco" when a connection brought it; the actions on the right. */
function ItemHeader({
  name,
  kindLabel,
  bankName,
  connected,
  actions,
}: {
  name: string;
  kindLabel: string;
  bankName: string | null;
  connected: boolean;
  actions: React.ReactNode;
}) {
  return (
    <PanelHeader className="flex flex-row items-start justify-between gap-2">
      <div className="flex min-w-0 flex-col gap-1.5">
        <PanelTitle className="truncate">{name}</PanelTitle>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{kindLabel}</Badge>
          {connected ? (
            <Badge variant="info">
              <PlugZap aria-hidden="true" />
              {wealthTexts.connected(bankName)}
            </Badge>
          ) : null}
        </div>
      </div>
      {actions}
    </PanelHeader>
  );
}

export function InvestmentItem({ investment: i }: { investment: InvestmentJson }) {
  return (
    <li>
      <Panel className="h-full gap-3" data-testid="investment-item">
        <ItemHeader
          name={i.name}
          kindLabel={INVESTMENT_KIND_LABELS[i.kind]}
          bankName={i.bankName}
          connected={i.connected}
          actions={<WealthItemActions subject="investment" item={actionItem(i)} />}
        />
        <PanelContent className="flex flex-col gap-3">
          <Money cents={i.balanceCents} sign="balance" className="text-xl font-semibold" />
          <Details
            rows={[
              ["Instituição", i.institutionName ?? i.bankName],
              ["Emissor", i.issuer],
              ["Rentabilidade", i.rateText],
              ["Valor aplicado", i.amountOriginalCents === null ? null : formatMoney(i.amountOriginalCents)],
              ["Vencimento", i.dueDate === null ? null : formatDateBR(i.dueDate)],
              ["Saldo atualizado em", formatDateBR(i.balanceUpdatedAt)],
            ]}
          />
        </PanelContent>
      </Panel>
    </li>
  );
}

export function LoanItem({ loan: l }: { loan: LoanJson }) {
  const installments =
    l.installmentsTotal === null ? null : `${l.installmentsPaid ?? 0} de ${l.installmentsTotal} pagas`;
  return (
    <li>
      <Panel className="h-full gap-3" data-testid="loan-item">
        <ItemHeader
          name={l.name}
          kindLabel={LOAN_KIND_LABELS[l.kind]}
          bankName={l.bankName}
          connected={l.connected}
          actions={<WealthItemActions subject="loan" item={actionItem(l)} />}
        />
        <PanelContent className="flex flex-col gap-3">
          <div className="flex flex-col">
            <span className="text-xs text-zinc-600 dark:text-zinc-400">Saldo devedor</span>
            <Money cents={l.balanceCents} className="text-xl font-semibold" />
          </div>
          <Details
            rows={[
              ["Credor", l.creditorName ?? l.bankName],
              ["Parcela", l.installmentAmountCents === null ? null : formatMoney(l.installmentAmountCents)],
              ["Parcelas", installments],
              ["CET", l.cet === null ? null : `${rate.format(l.cet)}% a.a.`],
              ["Vencimento", l.dueDate === null ? null : formatDateBR(l.dueDate)],
              ["Contrato", l.contractNumber],
              ["Saldo atualizado em", formatDateBR(l.balanceUpdatedAt)],
            ]}
          />
        </PanelContent>
      </Panel>
    </li>
  );
}
