import { Check, Sparkles } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { trialNotice } from "@/lib/format/trial-notice";

/** The plans as the landing page and the subscription screen's plan card show them. */
const MONTHLY_FEATURES = [
  "Dashboard completo",
  "Criação de metas",
  "Categorização automática",
  "Relatórios avançados",
  "Suporte prioritário",
  "Cancele quando quiser",
];

const PLUS_FEATURES = [
  "Tudo do Plano Mensal",
  "Análises com IA",
  "Consultoria financeira personalizada",
];

function FeatureList({ items, muted = false }: { items: string[]; muted?: boolean }) {
  return (
    <ul className="mt-6 flex flex-col gap-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check
            className={`mt-0.5 size-4 shrink-0 ${muted ? "text-zinc-500" : "text-emerald-700 dark:text-emerald-400"}`}
            aria-hidden="true"
          />
          <span
            className={
              muted ? "text-zinc-600 dark:text-zinc-400" : "text-zinc-700 dark:text-zinc-300"
            }
          >
            {item}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Pricing() {
  return (
    <section
      id="precos"
      className="scroll-mt-20 py-20 [contain-intrinsic-size:auto_1300px] [content-visibility:auto] sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">Preços</p>
          <h2 className="mt-2 text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
            Um plano, sem surpresas
          </h2>
          <p className="mt-4 text-zinc-600 dark:text-zinc-400">
            Experimente por 7 dias grátis. Depois, R$ 50 por mês.
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          <article
            aria-labelledby="plano-mensal"
            className="relative flex flex-col rounded-2xl border-2 border-emerald-600 bg-white p-8 shadow-xl shadow-emerald-900/10 dark:border-emerald-500 dark:bg-zinc-900 dark:shadow-black/30"
          >
            <div className="flex items-center justify-between gap-3">
              <h3
                id="plano-mensal"
                className="text-lg font-semibold text-zinc-900 dark:text-zinc-50"
              >
                Plano Mensal
              </h3>
              <Badge variant="success">7 dias grátis</Badge>
            </div>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-5xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50">
                R$ 50
              </span>
              <span className="text-zinc-600 dark:text-zinc-400">/mês</span>
            </p>
            <p data-testid="trial-notice" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
              {trialNotice()}
            </p>
            <FeatureList items={MONTHLY_FEATURES} />
            <Button asChild size="lg" className="mt-8 w-full">
              <Link href="/auth/register">Começar 7 dias grátis</Link>
            </Button>
          </article>
          <article
            aria-labelledby="plano-plus"
            data-disabled=""
            className="flex flex-col rounded-2xl border border-zinc-200 bg-zinc-50/70 p-8 dark:border-zinc-800 dark:bg-zinc-900/40"
          >
            <div className="flex items-center justify-between gap-3">
              <h3
                id="plano-plus"
                className="flex items-center gap-2 text-lg font-semibold text-zinc-700 dark:text-zinc-300"
              >
                <Sparkles
                  className="size-4 text-emerald-700 dark:text-emerald-400"
                  aria-hidden="true"
                />
                Plus
              </h3>
              <Badge variant="outline">Em breve</Badge>
            </div>
            <p className="mt-7 flex h-9 items-baseline gap-1">
              <span className="text-3xl font-semibold tracking-tight text-zinc-500 dark:text-zinc-400">
                Preço a definir
              </span>
            </p>
            <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
              Para quem quer ir além do controle do mês.
            </p>
            <FeatureList items={PLUS_FEATURES} muted />
            <div className="mt-auto pt-8">
              <Button size="lg" variant="outline" disabled className="w-full">
                Em breve
              </Button>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
