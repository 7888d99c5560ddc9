import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

/** One choice of a filter kept in the URL: its value there, what it reads, its colour dot if it has one. */
export interface FilterOption {
  value: string;
  label: string;
  color?: string;
  /** Offered only while chosen (a category of the other type, still in the URL). */
  hidden?: boolean;
}

/** A URL-kept filter's menu (components/transactions/url-filter.tsx), open from its first click. */
export default function UrlFilterMenu({
  trigger,
  title,
  allLabel,
  selected,
  options,
  onChoose,
  className,
}: {
  trigger: React.ReactElement;
  title: string;
  allLabel: string;
  /** An option's value, or "" for all of them. */
  selected: string;
  options: FilterOption[];
  onChoose: (value: string) => void;
  className: string;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={cn("max-h-72", className)}>
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected} onValueChange={onChoose}>
          <DropdownMenuRadioItem value="">{allLabel}</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.color === undefined ? null : (
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: option.color }}
                  aria-hidden="true"
                />
              )}
              <span className="truncate">{option.label}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
