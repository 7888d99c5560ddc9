/** The swatches offered in the colour field: distinct in light and dark, default blue first. */
export const LABEL_PALETTE = [
  { color: "#3B82F6", name: "Azul" },
  { color: "#10B981", name: "Verde" },
  { color: "#14B8A6", name: "Turquesa" },
  { color: "#8B5CF6", name: "Roxo" },
  { color: "#EC4899", name: "Rosa" },
  { color: "#EF4444", name: "Vermelho" },
  { color: "#F59E0B", name: "Âmbar" },
  { color: "#71717A", name: "Cinza" },
] as const;
