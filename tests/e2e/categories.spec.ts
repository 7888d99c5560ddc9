import { CATEGORY_STARTER_SET } from "@/lib/schemas/categories";
import { describeLabelJourney } from "./label-screen-journey";

describeLabelJourney({
  path: "/categories",
  resource: "/category",
  table: "categories",
  title: "Categorias",
  shotName: "categories",
  searchPlaceholder: "Buscar categorias...",
  newButton: "Nova Categoria",
  createSubmit: "Criar categoria",
  emptyTitle: "Nenhuma categoria encontrada",
  starterButton: "Usar categorias sugeridas",
  starterToast: "Categorias sugeridas adicionadas",
  starterNames: CATEGORY_STARTER_SET.map((label) => label.name),
  nameRequired: "O nome da categoria é obrigatório.",
  duplicateMessage: "Já existe uma categoria com esse nome.",
  toasts: {
    created: "Categoria criada",
    updated: "Categoria atualizada",
    deleted: "Categoria excluída",
  },
});
