import { Tags } from "lucide-react";
import type { LabelScreenTexts } from "@/components/labels/label-screen-texts";

export const categoryScreenTexts: LabelScreenTexts = {
  resource: "/category",
  path: "/categories",
  title: "Categorias",
  description: "Organize suas receitas e despesas por categoria.",
  icon: Tags,
  searchPlaceholder: "Buscar categorias...",
  searchLabel: "Buscar categorias",
  newButton: "Nova Categoria",
  loadingLabel: "Carregando categorias...",
  emptyTitle: "Nenhuma categoria encontrada",
  emptyHint: "Crie sua primeira categoria para organizar suas transações.",
  noMatchHint: (term) => `Nenhuma categoria corresponde a "${term}".`,
  starterButton: "Usar categorias sugeridas",
  starterHint: (names) => `Ou comece com as sugeridas: ${names}.`,
  starterSuccess: "Categorias sugeridas adicionadas",
  starterError: "Não foi possível adicionar as categorias sugeridas.",
  dialog: {
    createTitle: "Nova Categoria",
    editTitle: "Editar Categoria",
    description: "Dê um nome e uma cor para reconhecer a categoria nas suas transações.",
    createSubmit: "Criar categoria",
    namePlaceholder: "Ex.: Mercado",
    descriptionPlaceholder: "Ex.: Supermercado, feira e padaria",
  },
  deleteTitle: "Excluir categoria?",
  deleteDescription: (name) =>
    `A categoria "${name}" será excluída. As transações e pagamentos recorrentes que a usam continuam registrados, sem categoria.`,
  toasts: {
    created: "Categoria criada",
    updated: "Categoria atualizada",
    deleted: "Categoria excluída",
    loadError: "Não foi possível carregar as categorias.",
    saveError: "Não foi possível salvar a categoria.",
    deleteError: "Não foi possível excluir a categoria.",
  },
};
