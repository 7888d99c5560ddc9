import type { Metadata } from "next";
import { Compass } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";

export const metadata: Metadata = { title: "Página não encontrada" };

/** The 404 page; unknown paths are logged by app/[...unknown]/page.tsx before this renders. */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50/60 dark:bg-zinc-950">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href="/" aria-label="Bolso, página inicial" className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex max-w-md flex-col items-center gap-5 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl border border-zinc-200 bg-white text-emerald-600 shadow-xs dark:border-zinc-800 dark:bg-zinc-900 dark:text-emerald-400">
            <Compass className="size-6" aria-hidden="true" />
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-emerald-700 tabular-nums dark:text-emerald-400">Erro 404</p>
            <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
              Página não encontrada
            </h1>
            <p className="text-zinc-500 dark:text-zinc-400">
              O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o início.
            </p>
          </div>
          <Button asChild size="lg">
            <Link href="/">Voltar para o início</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
