import { PageHeader } from "@/components/shell/page-header";
import { CardGrid } from "@/components/card-grid/card-grid";
import { ListLoadError } from "@/components/card-grid/load-error";
import type { CardList } from "@/components/card-grid/load-card-list";
import { UrlSearchField } from "@/components/card-grid/url-search-field";

/**
 * The shape every card screen shares, rendered on the server: header with its actions, the `?q=`
 * search box, then the grid, or the first-use empty state, or the no-match state, or the load
 * error. Only the buttons, menus and dialogs inside are client islands.
 */
export function CardListScreen<T extends { _id: string }>({
  title,
  description,
  actions,
  search,
  list,
  loadError,
  empty,
  noMatch,
  gridLabel,
  renderItem,
}: {
  title: string;
  description: string;
  actions: React.ReactNode;
  search: { placeholder: string; label: string };
  list: CardList<T>;
  loadError: { message: string; toastTitle: string };
  /** The user has none yet. */
  empty: React.ReactNode;
  /** The user has some, but none matches `list.term`. */
  noMatch: React.ReactNode;
  gridLabel: string;
  renderItem: (item: T) => React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      <UrlSearchField term={list.term} placeholder={search.placeholder} label={search.label} />
      {list.failed ? (
        <ListLoadError message={loadError.message} toastTitle={loadError.toastTitle} />
      ) : !list.hasAny ? (
        empty
      ) : list.items.length === 0 ? (
        noMatch
      ) : (
        <CardGrid aria-label={gridLabel}>{list.items.map(renderItem)}</CardGrid>
      )}
    </div>
  );
}
