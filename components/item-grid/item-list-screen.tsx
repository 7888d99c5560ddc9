import { PageHeader } from "@/components/shell/page-header";
import { ItemGrid } from "@/components/item-grid/item-grid";
import { ListLoadError } from "@/components/shell/list-load-error";
import type { Loaded, SearchedList } from "@/lib/loaded";
import { UrlSearchField } from "@/components/item-grid/url-search-field";

/**
 * The shape every item-list screen shares, rendered on the server: header with its actions, the
 * `?q=` search box, then the grid, or the first-use empty state, or the no-match state, or the
 * load error. Only the buttons, menus and dialogs inside are client islands.
 */
export function ItemListScreen<T extends { _id: string }>({
  title,
  description,
  actions,
  search,
  term,
  list,
  loadError,
  empty,
  noMatch,
  gridLabel,
  renderItem,
  notice,
}: {
  title: string;
  description: string;
  actions: React.ReactNode;
  search: { placeholder: string; label: string };
  /** The `?q=` the list was read with. */
  term: string;
  list: Loaded<SearchedList<T>>;
  loadError: { message: string; toastTitle: string };
  /** The user has none yet. */
  empty: React.ReactNode;
  /** The user has some, but none matches `term`. */
  noMatch: React.ReactNode;
  gridLabel: string;
  renderItem: (item: T) => React.ReactNode;
  /** Shown under the header, above the search (e.g. the subscriptions found by themselves). */
  notice?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      {notice}
      <UrlSearchField term={term} placeholder={search.placeholder} label={search.label} />
      {!list.ok ? (
        <ListLoadError message={loadError.message} toastTitle={loadError.toastTitle} />
      ) : !list.data.hasAny ? (
        empty
      ) : list.data.items.length === 0 ? (
        noMatch
      ) : (
        <ItemGrid aria-label={gridLabel}>{list.data.items.map(renderItem)}</ItemGrid>
      )}
    </div>
  );
}
