import { labelSchemas } from "@/server/labels/schemas";

export const CATEGORY_NAME_REQUIRED = "O nome da categoria é obrigatório.";

export const {
  params: categoryIdParams,
  input: categoryInput,
  patch: categoryPatch,
} = labelSchemas({
  nameRequired: CATEGORY_NAME_REQUIRED,
  idInvalid: "Identificador de categoria inválido.",
});
