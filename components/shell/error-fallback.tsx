"use client";

import { RotateCw, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** What an error boundary shows: what failed, a retry, and a way home. */
export function ErrorFallback({ error, retry, homeHref }: { error: unknown; retry: () => void; homeHref: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700 ring-8 ring-rose-50/50 dark:bg-rose-500/10 dark:text-rose-400 dark:ring-rose-500/5">
        <TriangleAlert className="size-5" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">Algo deu errado</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Não foi possível carregar esta página. Tente novamente; se o problema continuar, volte mais tarde.
        </p>
        {digest ? <p className="mt-1 font-mono text-xs text-zinc-500 dark:text-zinc-400">Código: {digest}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => retry()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
        <Button asChild variant="outline">
          <Link href={homeHref}>Voltar para o início</Link>
        </Button>
      </div>
    </div>
  );
}
