import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  ALL_CATEGORIES as ALL,
  NO_CATEGORY_VALUE as NONE,
} from "@/components/transactions/category-filter-values";
import type { RefJson } from "@/lib/schemas/transactions";

/** The category filter's menu (components/transactions/category-filter.tsx), open from its first click. */
export default function CategoryFilterMenu({
  trigger,
  selected,
  categories,
  onChoose,
}: {
  trigger: React.ReactElement;
  selected: string;
  categories: RefJson[];
  onChoose: (value: string) => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-72 w-64">
        <DropdownMenuLabel>Filtrar por categoria</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected} onValueChange={onChoose}>
          <DropdownMenuRadioItem value={ALL}>Todas as categorias</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {categories.map((category) => (
            <DropdownMenuRadioItem key={category._id} value={category._id}>
              <span
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: category.color }}
                aria-hidden="true"
              />
              <span className="truncate">{category.name}</span>
            </DropdownMenuRadioItem>
          ))}
          <DropdownMenuRadioItem value={NONE}>Sem categoria</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
