import "server-only";
import { categories } from "@/db/schema";
import type { LabelKind } from "@/server/labels/label-kind";

export const categoryKind: LabelKind = {
  table: categories,
  uniqueIndex: "categories_user_name_key",
  duplicateMessage: "Já existe uma categoria com esse nome.",
  notFoundMessage: "Categoria não encontrada.",
  starterSet: [
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
  ],
};
