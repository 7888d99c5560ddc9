/** Search is client-side, case-insensitive, a substring of the name (accents count). */
export function matchesSearch(name: string, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase("pt-BR");
  return needle === "" || name.toLocaleLowerCase("pt-BR").includes(needle);
}
