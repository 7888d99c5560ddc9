import { CATEGORY_TYPE_LABELS } from "@/lib/domain/category-types";
import { categoryTypes } from "@/lib/domain/enums";
import type { CategoryType } from "@/lib/domain/enums";

/** 'Usada em': despesas, receitas or both; decides where the category is offered. */
export function CategoryTypeField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: CategoryType;
  onChange: (type: CategoryType) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">Usada em</legend>
      <div className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-4">
        {categoryTypes.map((type) => (
          <label key={type} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 accent-emerald-600"
            />
            {CATEGORY_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
