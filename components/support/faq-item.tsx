import { ChevronDown } from "lucide-react";

/** One question of the FAQ: a native disclosure, so it opens by keyboard and without JavaScript. */
export function FaqItem({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <details className="group px-4 sm:px-5">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-4 font-medium text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-50 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown className="size-4 shrink-0 text-zinc-500 transition-transform group-open:rotate-180 dark:text-zinc-400" aria-hidden="true" />
      </summary>
      <p className="pb-4 leading-relaxed text-zinc-700 dark:text-zinc-300">{children}</p>
    </details>
  );
}
