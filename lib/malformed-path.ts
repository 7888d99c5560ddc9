// Framework-free: read by proxy.ts, before Next decodes a dynamic route's parameters.

/**
 * Whether a request path holds percent-encoding that does not decode (`%ff`, `%e0%a4`, a lone
 * `%`). Next decodes a dynamic route's parameters after the proxy has run and, on such a path,
 * answers a bare 500 (no security headers, no log line); the proxy answers first.
 */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** What an API call on such a path is told (400). */
export const malformedPathMessage = "Endereço inválido: a URL tem uma codificação malformada.";

/**
 * Where the proxy rewrites a page on such a path: no route matches it, so Next renders the 404
 * page with status 404.
 */
export const MALFORMED_PAGE_REWRITE = "/_endereco-invalido";
