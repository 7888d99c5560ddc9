import { BookOpen } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/format/money";
import type { TaxReport } from "@/lib/schemas/tax";

/** The year's figures and notes the report used, each with its source and whether it is still "a conferir". */
export function TaxRulesNotes({ report }: { report: TaxReport }) {
  const { rules } = report;
  const figures = [
    { label: "Limite de educação por pessoa", figure: rules.educationCapPerPerson },
    { label: "Dedução por dependente", figure: rules.dependentDeduction },
    { label: "Bens a declarar acima de", figure: rules.assetMinimum },
  ];
  return (
    <details className="group rounded-xl border border-zinc-200 bg-white px-5 py-4 text-sm shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="flex cursor-pointer items-center gap-2 rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
        <BookOpen className="size-4 text-zinc-600 dark:text-zinc-400" aria-hidden="true" />
        Regras de {rules.year} usadas e suas fontes
      </summary>
      <ul className="mt-3 flex flex-col gap-3">
        {figures.map(({ label, figure }) => (
          <li key={label} className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span>
                {label}: <span className="font-medium tabular-nums">{formatMoney(figure.valueCents)}</span>
              </span>
              {figure.toCheck ? <Badge variant="warning">a conferir</Badge> : null}
            </span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{figure.source}</span>
          </li>
        ))}
        {rules.notes.map((note) => (
          <li key={note.text} className="flex flex-col gap-0.5">
            <span>
              {note.text} {note.toCheck ? <Badge variant="warning">a conferir</Badge> : null}
            </span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{note.source}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
