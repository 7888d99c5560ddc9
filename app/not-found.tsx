import type { Metadata } from "next";
import { Compass } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";

export const metadata: Metadata = { title: "Página não encontrada" };

/**
 * The 404 page. Unmatched paths reach it as Next's own not-found route, which renders it as a
 * page: its HTML comes from the server, so the text and links show without JavaScript. (A
 * catch-all page calling notFound() got only an empty error shell in the server HTML.) It logs
 * nothing: Next renders it ahead of time inside every page's tree, found or not.
 */
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
          <div className="flex size-14 items-center justify-center rounded-2xl border border-zinc-200 bg-white text-emerald-700 shadow-xs dark:border-zinc-800 dark:bg-zinc-900 dark:text-emerald-400">
            <Compass className="size-6" aria-hidden="true" />
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-emerald-700 tabular-nums dark:text-emerald-400">Erro 404</p>
            <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
              Página não encontrada
            </h1>
            <p className="text-zinc-600 dark:text-zinc-400">
              O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o início.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/">Voltar para o início</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/dashboard">Ir para o painel</Link>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
