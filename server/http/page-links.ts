import "server-only";

/**
 * Headers of a paged list whose body keeps the plain array shape: the total, the page and its size,
 * and RFC 8288 links to the first, previous, next and last pages (the request's own query, with
 * `page` and `pageSize` set).
 */
export function pageLinks(
  url: URL,
  { page, pageSize, total }: { page: number; pageSize: number; total: number },
): Record<string, string> {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const to = (target: number) => {
    const next = new URL(url.pathname + url.search, url.origin);
    next.searchParams.set("page", String(target));
    next.searchParams.set("pageSize", String(pageSize));
    return `<${next.pathname}${next.search}>`;
  };
  const links = [`${to(1)}; rel="first"`, `${to(pageCount)}; rel="last"`];
  if (page > 1) links.push(`${to(Math.min(page - 1, pageCount))}; rel="prev"`);
  if (page < pageCount) links.push(`${to(page + 1)}; rel="next"`);
  return {
    "X-Total-Count": String(total),
    "X-Page": String(page),
    "X-Page-Size": String(pageSize),
    "X-Page-Count": String(pageCount),
    Link: links.join(", "),
  };
}
