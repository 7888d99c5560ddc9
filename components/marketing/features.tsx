import { ArrowLeftRight, ChartPie, LayoutDashboard, Repeat, Tags, Target } from "lucide-react";

const FEATURES = [
  {
    icon: ArrowLeftRight,
    title: "Transações e parcelas",
    text: "Registre receitas e despesas em segundos. Uma compra em 10x vira dez lançamentos certinhos, um em cada mês.",
  },
  {
    icon: Tags,
    title: "Categorias",
    text: "Organize tudo com categorias e meios de pagamento com as suas cores, e veja para onde vai cada real.",
  },
  {
    icon: Target,
    title: "Objetivos",
    text: "Defina metas de economia — a reserva de emergência, a viagem — e acompanhe o progresso a cada depósito.",
  },
  {
    icon: Repeat,
    title: "Pagamentos recorrentes",
    text: "Aluguel, luz, internet: cadastre uma vez e receba um aviso 48 horas antes de cada vencimento.",
  },
  {
    icon: LayoutDashboard,
    title: "Dashboard mensal",
    text: "Receitas, despesas, economia e média diária de gastos do mês, comparadas com o mês anterior.",
  },
  {
    icon: ChartPie,
    title: "Relatórios",
    text: "Distribuição dos gastos por categoria e histórico mês a mês para entender seus hábitos e decidir melhor.",
  },
];

export function Features() {
  return (
    <section
      id="recursos"
      className="scroll-mt-20 border-t border-zinc-200/70 bg-zinc-50/70 py-20 [contain-intrinsic-size:auto_1400px] [content-visibility:auto] sm:py-24 dark:border-zinc-800/70 dark:bg-zinc-900/30"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">Recursos</p>
          <h2 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-4xl dark:text-zinc-50">
            Tudo o que você precisa para fechar o mês no azul
          </h2>
          <p className="mt-4 text-zinc-600 dark:text-zinc-400">
            Simples no dia a dia, completo quando você precisa de detalhes.
          </p>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-zinc-200 bg-white p-6 shadow-xs transition-shadow hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-zinc-900 dark:text-zinc-50">
                {feature.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">
                {feature.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
