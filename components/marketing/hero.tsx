import { ArrowRight, Check } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ProductPreview } from "@/components/marketing/product-preview";

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-emerald-100),transparent_65%)] opacity-80 dark:bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-emerald-500)_18%,transparent),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
        <Badge variant="success" className="mb-6 px-3 py-1 text-[13px]">
          7 dias grátis no Plano Mensal
        </Badge>
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-6xl dark:text-zinc-50">
          Seu dinheiro, <span className="text-emerald-700 dark:text-emerald-400">organizado</span>{" "}
          em um só lugar.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-zinc-600 dark:text-zinc-400">
          Conecte seu banco pelo Open Finance ou lance pelo celular, até sem internet. Faturas,
          parcelas, Pix, boletos e metas de economia: o Bolso mostra para onde vai cada real — sem
          planilha.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/auth/register">
              Começar teste grátis
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#recursos">Conhecer os recursos</a>
          </Button>
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
          {["7 dias grátis", "Cancele quando quiser", "Feito para o Brasil, em reais"].map(
            (item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check
                  className="size-4 text-emerald-700 dark:text-emerald-400"
                  aria-hidden="true"
                />
                {item}
              </li>
            ),
          )}
        </ul>
        <div className="mt-14 w-full sm:mt-16">
          <ProductPreview />
        </div>
      </div>
    </section>
  );
}
