import {
  ChartPie,
  CreditCard,
  FileText,
  Landmark,
  LayoutDashboard,
  Paperclip,
  QrCode,
  Repeat,
  Smartphone,
  Tags,
  Target,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Not in the product yet: said so on the panel. */
  soon?: boolean;
}

/** What Bolso does that a spreadsheet or another app does not; only what is real today, or marked "Em breve". */
export const DISTINCT_FEATURES: Feature[] = [
  {
    icon: Landmark,
    title: "Conexão com o seu banco",
    text: "Conecte suas contas e cartões pelo Open Finance: transações, saldos e faturas chegam sozinhos. Você só revisa.",
  },
  {
    icon: Smartphone,
    title: "App no celular, até sem internet",
    text: "Instale o Bolso na tela inicial. Sem sinal, você lança do mesmo jeito e vê o último dashboard aberto; tudo sobe quando a conexão volta.",
  },
  {
    icon: QrCode,
    title: "Pix e boleto sem digitar",
    text: "Cole um Pix copia e cola ou o código de barras de um boleto: valor e vencimento já vêm preenchidos.",
  },
  {
    icon: Paperclip,
    title: "Comprovantes guardados",
    text: "Anexe a foto do recibo ou o PDF à transação e encontre quando precisar, direto no lançamento.",
  },
  {
    icon: CreditCard,
    title: "Faturas e parcelas de verdade",
    text: "Cada compra no cartão cai na fatura certa, e uma compra em 10x vira dez parcelas, uma em cada fatura.",
  },
  {
    icon: FileText,
    title: "Imposto de Renda",
    text: "Um resumo do ano pronto para a declaração, a partir do que você já registrou.",
    soon: true,
  },
];

/** The everyday basics, done well. */
export const BASIC_FEATURES: Feature[] = [
  {
    icon: Tags,
    title: "Categorias",
    text: "Categorias e meios de pagamento com as suas cores, para ver para onde vai cada real.",
  },
  {
    icon: Target,
    title: "Objetivos",
    text: "A reserva de emergência, a viagem: acompanhe o progresso a cada depósito.",
  },
  {
    icon: Repeat,
    title: "Pagamentos recorrentes",
    text: "Aluguel, luz, internet: cadastre uma vez e receba um aviso antes de cada vencimento.",
  },
  {
    icon: LayoutDashboard,
    title: "Dashboard mensal",
    text: "Receitas, despesas, economia e média diária do mês, comparadas com o mês anterior.",
  },
  {
    icon: ChartPie,
    title: "Relatórios",
    text: "Gastos por categoria e histórico mês a mês, com exportação em CSV.",
  },
];

function FeaturePanel({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-6 shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400">
        <feature.icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 flex flex-wrap items-center gap-2 font-semibold text-zinc-900 dark:text-zinc-50">
        {feature.title}
        {feature.soon ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-400">
            Em breve
          </span>
        ) : null}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{feature.text}</p>
    </li>
  );
}

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
            O que o Bolso faz que uma planilha não faz
          </h2>
          <p className="mt-4 text-zinc-600 dark:text-zinc-400">
            Seu banco conectado, o celular no bolso e o Pix sem digitar: menos trabalho para fechar o mês no azul.
          </p>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DISTINCT_FEATURES.map((feature) => (
            <FeaturePanel key={feature.title} feature={feature} />
          ))}
        </ul>
        <h3 className="mt-16 text-center text-xl font-semibold text-zinc-900 dark:text-zinc-50">
          E o dia a dia, bem feito
        </h3>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BASIC_FEATURES.map((feature) => (
            <FeaturePanel key={feature.title} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
