"use client";

import { Tag } from "lucide-react";
import { UrlFilter } from "@/components/transactions/url-filter";
import { useTransactionActions } from "@/components/transactions/transactions-provider";
import { foldForSearch } from "@/lib/search";

/**
 * Filter by one tag, or show every transaction (`?tag=<name>`). The tags are the dialog's, read
 * once with the page; a person without tags sees no filter.
 */
export function TagFilter({ value, hrefWithoutTag }: { value: string; hrefWithoutTag: string }) {
  const { references } = useTransactionActions();
  if (references.tags.length === 0 && value === "") return null;
  // The URL may spell the tag another way ("viagem" for "Viagem"): shown as the person wrote it.
  const current = references.tags.find((tag) => foldForSearch(tag) === foldForSearch(value)) ?? value;
  return (
    <UrlFilter
      param="tag"
      value={current}
      hrefWithout={hrefWithoutTag}
      options={references.tags.map((tag) => ({ value: tag, label: tag }))}
      title="Filtrar por tag"
      allLabel="Todas as tags"
      icon={<Tag aria-hidden="true" />}
      unknownShownAsIs
      className="sm:max-w-56"
      menuClassName="w-60"
    />
  );
}
