"use client";

import { ErrorFallback } from "@/components/shell/error-fallback";

export default function RootError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <ErrorFallback error={error} retry={retry} homeHref="/" />
    </main>
  );
}
