import { LifeBuoy } from "lucide-react";
import Link from "next/link";

/** Where a question about the plan or a charge goes. */
export function SupportHint() {
  return (
    <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Dúvidas sobre a assinatura ou uma cobrança?{" "}
        <Link
          href="/ajuda"
          className="rounded font-medium text-emerald-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-400"
        >
          Fale com o suporte
        </Link>
        .
      </span>
    </p>
  );
}
