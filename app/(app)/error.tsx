"use client";

import { ErrorFallback } from "@/components/shell/error-fallback";

/** Inside the shell: the sidebar and top bar stay, only the screen is replaced. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorFallback error={error} retry={retry} homeHref="/dashboard" />;
}
