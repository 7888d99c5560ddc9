/**
 * "Geladeira (3/10)" → ["Geladeira", " (3/10)"], so a narrow row can cut the name and keep the
 * instalment marker whole.
 */
export function splitInstallmentMarker(t: {
  description: string;
  installmentIndex: number | null;
  installmentCount: number | null;
}): [name: string, marker: string] {
  const { description, installmentIndex: index, installmentCount: count } = t;
  const marker = index && count ? ` (${index}/${count})` : "";
  return marker && description.endsWith(marker)
    ? [description.slice(0, -marker.length), marker]
    : [description, ""];
}
