import type { Metadata } from "next";
import { WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { ReloadButton } from "@/components/pwa/reload-button";

export const metadata: Metadata = { title: "Sem conexão", robots: { index: false } };

/**
 * What the service worker shows, offline, for a page this browser never kept (worker/sw.ts
 * precaches it at install). It holds nothing of anyone. Plain links, not next/link: offline, a
 * client navigation fails and only a page load can reach a kept screen.
 */
export default function OfflinePage() {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50/60 dark:bg-zinc-950">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="flex max-w-md flex-col items-center gap-5 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl border border-zinc-200 bg-white text-emerald-700 shadow-xs dark:border-zinc-800 dark:bg-zinc-900 dark:text-emerald-400">
            <WifiOff className="size-6" aria-hidden="true" />
          </div>
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">
              Você está sem conexão
            </h1>
            <p className="text-zinc-600 dark:text-zinc-400">
              Esta tela ainda não foi aberta neste aparelho, então não há uma cópia dela para mostrar.
              As telas que você já visitou continuam disponíveis para leitura.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <ReloadButton />
            <Button asChild size="lg" variant="outline">
              <a href="/dashboard">Ir para o painel</a>
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
