import { labelSchemas } from "@/lib/schemas/labels";
import type { StarterLabel } from "@/lib/schemas/labels";

export const CATEGORY_NAME_REQUIRED = "O nome da categoria é obrigatório.";
export const CATEGORY_NOT_FOUND = "Categoria não encontrada.";

export const {
  params: categoryIdParams,
  input: categoryInput,
  patch: categoryPatch,
} = labelSchemas({
  nameRequired: CATEGORY_NAME_REQUIRED,
  idInvalid: "Identificador de categoria inválido.",
});

/** The one-click suggested set offered while the user has no categories. */
export const CATEGORY_STARTER_SET: readonly StarterLabel[] = [
  { name: "Moradia", description: "Aluguel, condomínio e contas da casa", color: "#8B5CF6" },
  { name: "Mercado", description: "Supermercado, feira e padaria", color: "#10B981" },
  {
    name: "Transporte",
    description: "Combustível, aplicativos e transporte público",
    color: "#F59E0B",
  },
  { name: "Saúde", description: "Plano de saúde, farmácia e consultas", color: "#EF4444" },
  { name: "Lazer", description: "Restaurantes, passeios e assinaturas", color: "#EC4899" },
  { name: "Educação", description: "Cursos, livros e mensalidades", color: "#3B82F6" },
  { name: "Salário", description: "Salário e outras rendas do trabalho", color: "#14B8A6" },
  { name: "Outros", description: "O que não se encaixa nas demais", color: "#71717A" },
];
