/** "Pix, Cartão de crédito e Boleto": names joined the Portuguese way. */
export function listNames(items: readonly { name: string }[]): string {
  return new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" }).format(
    items.map((item) => item.name),
  );
}
