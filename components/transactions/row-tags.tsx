/** A row's tags, as small chips under its category and date; nothing for a row without tags. */
export function RowTags({ tags }: { tags?: readonly string[] }) {
  if (!tags?.length) return null;
  return (
    <ul aria-label="Tags" className="flex min-w-0 flex-wrap gap-1">
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-40 truncate rounded-full bg-emerald-50 px-2 py-px text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
