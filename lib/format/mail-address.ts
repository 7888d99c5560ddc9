/** `Bolso <nao-responda@bolso.app>` → `nao-responda@bolso.app`. */
export function mailAddress(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match?.[1] ?? from).trim();
}
