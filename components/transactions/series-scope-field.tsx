import type { SeriesScope } from "@/lib/schemas/transactions";

const labels: Record<SeriesScope, string> = {
  this: "Somente esta parcela",
  future: "Esta e as próximas",
  all: "Todas as parcelas",
};

/**
 * Which parcelas an edit reaches, asked like delete asks: the last parcela has no "próximas".
 * Description, category and payment method travel; valor and date change one parcela at a time.
 */
export function SeriesScopeField({
  name,
  index,
  count,
  value,
  onChange,
}: {
  name: string;
  index: number;
  count: number;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}) {
  const scopes: SeriesScope[] = index < count ? ["this", "future", "all"] : ["this", "all"];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Parcela {index} de {count}: aplicar a
      </legend>
      <div className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-4">
        {scopes.map((scope) => (
          <label key={scope} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="size-4 accent-emerald-600"
            />
            {labels[scope]}
          </label>
        ))}
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {value === "this"
          ? "As alterações valem somente para esta parcela."
          : "Descrição, categoria, meio de pagamento e tags mudam nas parcelas escolhidas; valor e data, só parcela a parcela."}
      </p>
    </fieldset>
  );
}
