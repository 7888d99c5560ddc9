import { Info } from "lucide-react";

/** The note every copy of the declaration carries (the screen, the PDF, the CSV). */
export function TaxNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-200">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Bolso prepara, você declara. Isto não é aconselhamento tributário.
    </p>
  );
}
