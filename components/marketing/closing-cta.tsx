import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function ClosingCta() {
  return (
    <section className="px-4 pb-20 [contain-intrinsic-size:auto_420px] [content-visibility:auto] sm:px-6 sm:pb-24">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 rounded-2xl bg-zinc-900 px-6 py-14 text-center dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800">
        <h2 className="max-w-xl text-3xl font-semibold tracking-tight text-balance text-white">
          Comece hoje e feche o mês sabendo onde está cada centavo.
        </h2>
        <p className="max-w-lg text-zinc-300">
          7 dias grátis no Plano Mensal. Leva menos de um minuto para criar sua conta.
        </p>
        <Button asChild size="lg" className="dark:bg-emerald-400">
          <Link href="/auth/register">
            Criar minha conta
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
