import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** The tag filter's menu (components/transactions/tag-filter.tsx), open from its first click. */
export default function TagFilterMenu({
  trigger,
  selected,
  tags,
  onChoose,
}: {
  trigger: React.ReactElement;
  /** A tag name, or "" for every tag. */
  selected: string;
  tags: string[];
  onChoose: (value: string) => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-72 w-60">
        <DropdownMenuLabel>Filtrar por tag</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selected} onValueChange={onChoose}>
          <DropdownMenuRadioItem value="">Todas as tags</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {tags.map((tag) => (
            <DropdownMenuRadioItem key={tag} value={tag}>
              <span className="truncate">{tag}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
