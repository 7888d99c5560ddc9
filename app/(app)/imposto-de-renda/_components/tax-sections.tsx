import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { MONTH_NAMES } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { countOf } from "@/lib/format/count";
import { formatDocument } from "@/lib/domain/documents";
import type { TaxLineTotal, TaxReport } from "@/lib/schemas/tax";
import { taxCsvHref, taxRowsHref } from "@/components/tax/tax-links";
import { yearBalanceLabel } from "@/lib/domain/tax/tax-year";
import { day } from "@/lib/domain/calendar";
import { TaxSection } from "./tax-section";
import { TaxTable } from "./tax-table";

const linkClass =
  "font-medium text-zinc-900 underline underline-offset-4 decoration-zinc-300 hover:decoration-zinc-600 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none dark:text-zinc-100 dark:decoration-zinc-600 dark:hover:decoration-zinc-300";
const muted = "text-xs text-zinc-600 dark:text-zinc-400";

/** A line's name, linked to its rows on Transações when it has a payee. */
function LineName({ name, href, rows }: { name: string; href: string | null; rows: number }) {
  const count = countOf(rows, "lançamento", "lançamentos");
  return (
    <span className="flex min-w-0 flex-col">
      {href ? (
        <IntentLink href={href} className={linkClass}>
          {name}
          <span className="sr-only">: ver {count}</span>
        </IntentLink>
      ) : (
        <span className="font-medium">{name}</span>
      )}
      {rows > 0 ? <span className={muted}>{count}</span> : null}
    </span>
  );
}

/** A document, or a warning that the declaration needs one. */
function Document({ value }: { value: string | null }) {
  const shown = formatDocument(value);
  return shown ? <span className="whitespace-nowrap tabular-nums">{shown}</span> : <Badge variant="warning">Sem documento</Badge>;
}

function Money({ cents }: { cents: Cents }) {
  return <span className="tabular-nums">{formatMoney(cents)}</span>;
}

function ToCheck() {
  return (
    <Badge variant="warning" title="Não confirmado em fonte oficial ou estimado: confira antes de declarar">
      a conferir
    </Badge>
  );
}

export function IncomeSection({ report }: { report: TaxReport }) {
  const { year, income } = report;
  return (
    <TaxSection
      id="rendimentos"
      title="Rendimentos tributáveis recebidos de PJ"
      description="Receitas agrupadas por fonte pagadora (CNPJ), com o total do ano e mês a mês."
      csvHref={income.length ? taxCsvHref(year, "income") : null}
      empty={income.length ? null : "Nenhuma receita de pessoa jurídica neste ano."}
    >
      <TaxTable
        caption="Rendimentos tributáveis por fonte pagadora"
        lines={income}
        keyOf={(line, index) => `${line.payeeId ?? line.payerName}-${index}`}
        columns={[
          {
            header: "Fonte pagadora",
            title: true,
            cell: (line) => (
              <span className="flex min-w-0 flex-col gap-1">
                <LineName name={line.payerName} href={taxRowsHref(year, line.payeeId)} rows={line.transactionIds.length} />
                {line.months.length ? (
                  <details className={muted}>
                    <summary className="w-fit cursor-pointer rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
                      Mês a mês
                    </summary>
                    <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 sm:grid-cols-3">
                      {line.months.map((month) => (
                        <li key={month.month} className="flex justify-between gap-2">
                          <span>{MONTH_NAMES[Number(month.month.slice(5, 7)) - 1]?.slice(0, 3)}</span>
                          <Money cents={month.totalCents} />
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </span>
            ),
          },
          { header: "CNPJ", cell: (line) => <Document value={line.payerDocument} /> },
          { header: "Total no ano", numeric: true, cell: (line) => <Money cents={line.totalCents} /> },
        ]}
      />
    </TaxSection>
  );
}

function LinesTable({ caption, lines }: { caption: string; lines: TaxLineTotal[] }) {
  return (
    <TaxTable
      caption={caption}
      lines={lines}
      keyOf={(line, index) => `${line.line}-${line.payerName ?? ""}-${index}`}
      columns={[
        { header: "Linha", cell: (line) => <span className="tabular-nums">{line.line}</span> },
        {
          header: "Descrição",
          title: true,
          cell: (line) => (
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium">{line.description}</span>
              {line.note ? <span className={muted}>{line.note}</span> : null}
              {line.toCheck ? <ToCheck /> : null}
            </span>
          ),
        },
        { header: "Fonte pagadora", cell: (line) => line.payerName ?? "—" },
        { header: "CNPJ", cell: (line) => (line.payerName || line.payerDocument ? <Document value={line.payerDocument} /> : "—") },
        { header: "Total no ano", numeric: true, cell: (line) => <Money cents={line.totalCents} /> },
      ]}
    />
  );
}

function SubHeading({ title, href }: { title: string; href: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <a href={href} download className="shrink-0 rounded-sm text-xs font-medium text-emerald-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-400">
        CSV<span className="sr-only"> de {title}</span>
      </a>
    </div>
  );
}

export function ExemptSection({ report }: { report: TaxReport }) {
  const { year, exempt, exclusive } = report;
  const none = exempt.length === 0 && exclusive.length === 0;
  return (
    <TaxSection
      id="isentos"
      title="Rendimentos isentos e de tributação exclusiva"
      description="Poupança, LCI/LCA, dividendos e aplicações financeiras, com a linha de cada um no programa."
      csvHref={null}
      empty={none ? "Nenhum rendimento isento ou de tributação exclusiva encontrado neste ano." : null}
    >
      <div className="flex flex-col gap-6">
        {exempt.length ? (
          <div className="flex flex-col gap-2">
            <SubHeading title="Rendimentos isentos e não tributáveis" href={taxCsvHref(year, "exempt")} />
            <LinesTable caption="Rendimentos isentos e não tributáveis" lines={exempt} />
          </div>
        ) : null}
        {exclusive.length ? (
          <div className="flex flex-col gap-2">
            <SubHeading title="Rendimentos sujeitos à tributação exclusiva/definitiva" href={taxCsvHref(year, "exclusive")} />
            <LinesTable caption="Rendimentos sujeitos à tributação exclusiva/definitiva" lines={exclusive} />
          </div>
        ) : null}
      </div>
    </TaxSection>
  );
}

export function PaymentsSection({ report }: { report: TaxReport }) {
  const { year, payments, educationCaps, rules } = report;
  const capped = educationCaps.filter((cap) => cap.capped);
  return (
    <TaxSection
      id="pagamentos"
      title="Pagamentos efetuados"
      description="Saúde, educação, previdência (PGBL) e pensão alimentícia pagos no ano. Farmácia, óculos e academia não entram."
      csvHref={payments.length ? taxCsvHref(year, "payments") : null}
      empty={payments.length ? null : "Nenhum pagamento dedutível neste ano. Marque uma categoria ou um favorecido como dedutível."}
    >
      <div className="flex flex-col gap-4">
        <TaxTable
          caption="Pagamentos efetuados"
          lines={payments}
          keyOf={(line, index) => `${line.code}-${line.payeeId ?? line.payeeName}-${line.beneficiary.dependentId ?? "titular"}-${index}`}
          columns={[
            {
              header: "Favorecido",
              title: true,
              cell: (line) => (
                <LineName name={line.payeeName} href={taxRowsHref(year, line.payeeId)} rows={line.transactionIds.length} />
              ),
            },
            {
              header: "Código",
              cell: (line) => (
                <span className="text-right sm:text-left">
                  <span className="font-medium tabular-nums">{line.code}</span>
                  <span className="text-zinc-600 dark:text-zinc-400"> · {line.codeDescription}</span>
                </span>
              ),
            },
            { header: "CPF/CNPJ", cell: (line) => <Document value={line.payeeDocument} /> },
            {
              header: "Beneficiário",
              cell: (line) => (line.beneficiary.dependentId ? `${line.beneficiary.name} (dependente)` : `${line.beneficiary.name} (titular)`),
            },
            { header: "Pago", numeric: true, cell: (line) => <Money cents={line.totalCents} /> },
            { header: "Reembolsado", numeric: true, cell: (line) => <Money cents={line.reimbursedCents} /> },
          ]}
        />
        {educationCaps.length ? (
          <p className={`${muted} rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60`} data-testid="education-cap">
            Educação tem limite de {formatMoney(rules.educationCapPerPerson.valueCents)} por pessoa no ano
            {rules.educationCapPerPerson.toCheck ? " (a conferir)" : ""}.
            {capped.length
              ? ` ${capped
                  .map((cap) => `${cap.beneficiary.name}: pagou ${formatMoney(cap.paidCents)}, deduz ${formatMoney(cap.deductibleCents)}`)
                  .join("; ")}.`
              : " Ninguém passou do limite."}
          </p>
        ) : null}
      </div>
    </TaxSection>
  );
}

function BankDetails({ bank, branch, account }: { bank: string | null; branch: string | null; account: string | null }) {
  if (!bank && !branch && !account) return <span className="text-zinc-600 dark:text-zinc-400">—</span>;
  return (
    <span className="tabular-nums">
      {[bank ? `Banco ${bank}` : null, branch ? `Ag. ${branch}` : null, account ? `Conta ${account}` : null]
        .filter(Boolean)
        .join(" · ")}
    </span>
  );
}

export function AssetsSection({ report }: { report: TaxReport }) {
  const { year, assets } = report;
  // Before the year has ended, its balance is today's: "até hoje (02/12/2026)", not 31/12.
  const balance = yearBalanceLabel(year, day(report.generatedOn));
  return (
    <TaxSection
      id="bens"
      title="Bens e Direitos"
      description={`Contas e investimentos com a situação em 31/12/${year - 1} e ${balance.phrase}.`}
      csvHref={assets.length ? taxCsvHref(year, "assets") : null}
      empty={assets.length ? null : "Nenhuma conta ou investimento com saldo neste ano."}
    >
      <TaxTable
        caption="Bens e Direitos"
        lines={assets}
        keyOf={(line) => `${line.source.kind}-${line.source.id}`}
        columns={[
          {
            header: "Bem",
            title: true,
            cell: (line) => (
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{line.description}</span>
                <span className="flex flex-wrap gap-1">
                  {line.estimated ? (
                    <Badge variant="info" title="Sem saldo guardado no dia: calculado pelos lançamentos">
                      estimado
                    </Badge>
                  ) : null}
                  {line.joint ? <Badge variant="outline">conta conjunta</Badge> : null}
                  {line.belowMinimum ? <Badge variant="default">abaixo do mínimo: não precisa declarar</Badge> : null}
                </span>
              </span>
            ),
          },
          {
            header: "Grupo-código",
            cell: (line) => (
              <span className="text-right sm:text-left">
                <span className="font-medium tabular-nums">{line.group}-{line.code}</span>
                <span className="hidden text-xs text-zinc-600 sm:block dark:text-zinc-400">{line.codeDescription}</span>
              </span>
            ),
          },
          { header: "CNPJ da instituição", cell: (line) => <Document value={line.institutionDocument} /> },
          { header: "Banco, agência e conta", cell: (line) => <BankDetails {...line} /> },
          { header: `31/12/${year - 1}`, numeric: true, cell: (line) => <Money cents={line.balancePreviousCents} /> },
          { header: balance.header, numeric: true, cell: (line) => <Money cents={line.balanceCents} /> },
        ]}
      />
    </TaxSection>
  );
}

export function DebtsSection({ report }: { report: TaxReport }) {
  const { year, debts } = report;
  const balance = yearBalanceLabel(year, day(report.generatedOn));
  return (
    <TaxSection
      id="dividas"
      title="Dívidas e Ônus Reais"
      description={`Empréstimos e financiamentos com o saldo devedor em 31/12/${year - 1} e ${balance.phrase}.`}
      csvHref={debts.length ? taxCsvHref(year, "debts") : null}
      empty={debts.length ? null : "Nenhum empréstimo ou financiamento neste ano."}
    >
      <TaxTable
        caption="Dívidas e Ônus Reais"
        lines={debts}
        keyOf={(line) => line.loanId}
        columns={[
          {
            header: "Dívida",
            title: true,
            cell: (line) => (
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{line.description}</span>
                {line.estimated ? <Badge variant="info">estimado</Badge> : null}
              </span>
            ),
          },
          {
            header: "Código",
            cell: (line) => (
              <span className="text-right sm:text-left">
                <span className="font-medium tabular-nums">{line.code}</span>
                <span className="text-zinc-600 dark:text-zinc-400"> · {line.codeDescription}</span>
              </span>
            ),
          },
          { header: "CNPJ do credor", cell: (line) => <Document value={line.creditorDocument} /> },
          { header: `31/12/${year - 1}`, numeric: true, cell: (line) => <Money cents={line.balancePreviousCents} /> },
          { header: balance.header, numeric: true, cell: (line) => <Money cents={line.balanceCents} /> },
        ]}
      />
    </TaxSection>
  );
}
