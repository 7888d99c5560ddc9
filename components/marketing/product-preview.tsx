import { House, Lightbulb, Briefcase, ShoppingCart, Smartphone } from "lucide-react";
import { Money } from "@/components/ui/money";
import { cents } from "@/lib/format/money";

const STATS = [
  {
    label: "Receitas do mês",
    amountCents: cents(845_000),
    delta: "+4,2% no mês",
    tone: "text-emerald-700 dark:text-emerald-400",
  },
  {
    label: "Despesas do mês",
    amountCents: cents(531_240),
    delta: "-2,8% no mês",
    tone: "text-emerald-700 dark:text-emerald-400",
  },
  {
    label: "Economia do mês",
    amountCents: cents(313_760),
    delta: "37% da renda",
    tone: "text-zinc-600 dark:text-zinc-400",
  },
];

/** Six months as the Relatórios screen draws its cash flow: receitas and despesas side by side (% of the tallest). */
const CASH_FLOW = [
  { month: "out/25", revenue: 88, expense: 61 },
  { month: "nov/25", revenue: 88, expense: 70 },
  { month: "dez/25", revenue: 100, expense: 83 },
  { month: "jan/26", revenue: 88, expense: 66 },
  { month: "fev/26", revenue: 88, expense: 58 },
  { month: "mar/26", revenue: 92, expense: 58 },
];

const TRANSACTIONS = [
  {
    icon: Briefcase,
    name: "Salário",
    category: "Renda",
    amountCents: cents(720_000),
    sign: "income" as const,
    color: "#10B981",
  },
  {
    icon: House,
    name: "Aluguel",
    category: "Moradia",
    amountCents: cents(185_000),
    sign: "expense" as const,
    color: "#3B82F6",
  },
  {
    icon: ShoppingCart,
    name: "Mercado",
    category: "Alimentação",
    amountCents: cents(41_237),
    sign: "expense" as const,
    color: "#F59E0B",
  },
  {
    icon: Smartphone,
    name: "Celular (3/10)",
    category: "Eletrônicos",
    amountCents: cents(18_990),
    sign: "expense" as const,
    color: "#8B5CF6",
  },
  {
    icon: Lightbulb,
    name: "Conta de luz",
    category: "Moradia",
    amountCents: cents(16_452),
    sign: "expense" as const,
    color: "#3B82F6",
  },
];

/** A static, decorative picture of the dashboard, drawn in HTML so it works offline and in dark mode. */
export function ProductPreview() {
  return (
    <figure className="relative mx-auto max-w-5xl [contain-intrinsic-size:auto_560px] [content-visibility:auto]">
      <figcaption className="sr-only">
        Prévia do Bolso: receitas, despesas e economia do mês, o fluxo de caixa dos últimos seis meses
        (como na tela Relatórios) e as transações recentes.
      </figcaption>
      <div
        aria-hidden="true"
        className="rounded-2xl border border-zinc-200 bg-white/70 p-2 shadow-2xl ring-1 shadow-emerald-900/10 ring-black/5 dark:border-zinc-800 dark:bg-zinc-900/60 dark:shadow-black/40 dark:ring-white/5"
      >
        <div className="overflow-hidden rounded-xl border border-zinc-200 bg-zinc-50 text-left dark:border-zinc-800 dark:bg-zinc-950">
          <div className="flex items-center gap-1.5 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
            <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
            <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
            <span className="size-2.5 rounded-full bg-zinc-300 dark:bg-zinc-700" />
            <span className="ml-3 text-xs text-zinc-600 dark:text-zinc-400">Dashboard · Março de 2026</span>
          </div>
          <div className="grid grid-cols-2 gap-3 p-3 sm:p-4 md:grid-cols-3">
            {STATS.map((stat, index) => (
              <div
                key={stat.label}
                className={`rounded-lg border border-zinc-200 bg-white p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-900 ${index === 2 ? "hidden md:block" : ""}`}
              >
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{stat.label}</p>
                <Money
                  cents={stat.amountCents}
                  className="mt-1 block text-lg font-semibold text-zinc-900 sm:text-xl dark:text-zinc-50"
                />
                <p className={`mt-1 text-xs ${stat.tone}`}>{stat.delta}</p>
              </div>
            ))}
            <div className="hidden flex-col rounded-lg border border-zinc-200 bg-white p-4 md:col-span-2 md:flex dark:border-zinc-800 dark:bg-zinc-900">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">Relatórios · Fluxo de caixa</p>
                <p className="flex items-center gap-3 text-[10px] text-zinc-600 dark:text-zinc-400">
                  <span className="flex items-center gap-1">
                    <span className="size-2 rounded-full bg-emerald-500" />
                    Receitas
                  </span>
                  <span className="flex items-center gap-1">
                    <span className="size-2 rounded-full bg-rose-500" />
                    Despesas
                  </span>
                </p>
              </div>
              <div className="mt-4 flex min-h-40 flex-1 items-end gap-3">
                {CASH_FLOW.map((point) => (
                  <div key={point.month} className="flex h-full flex-1 flex-col items-center justify-end gap-1.5">
                    <div className="flex h-full w-full items-end justify-center gap-1">
                      <div className="w-full rounded-t-md bg-emerald-500" style={{ height: `${point.revenue}%` }} />
                      <div className="w-full rounded-t-md bg-rose-500" style={{ height: `${point.expense}%` }} />
                    </div>
                    <span className="text-[10px] text-zinc-600 dark:text-zinc-400">{point.month}</span>
                  </div>
                ))}
              </div>
            </div>
            <div className="col-span-2 rounded-lg border border-zinc-200 bg-white p-3 sm:p-4 md:col-span-1 dark:border-zinc-800 dark:bg-zinc-900">
              <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
                Transações Recentes
              </p>
              <ul className="mt-3 flex flex-col gap-3">
                {TRANSACTIONS.map((item) => (
                  <li key={item.name} className="flex items-center gap-3">
                    <span
                      className="flex size-8 shrink-0 items-center justify-center rounded-full"
                      style={{ backgroundColor: `${item.color}1f`, color: item.color }}
                    >
                      <item.icon className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm text-zinc-900 dark:text-zinc-100">
                        {item.name}
                      </span>
                      <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{item.category}</span>
                    </span>
                    <Money cents={item.amountCents} sign={item.sign} className="text-sm font-medium" />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
