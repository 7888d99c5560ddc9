/** Objetivos Financeiros' title block: the screen and its loading state show the same words. */
export const OBJECTIVES_HEADER = {
  title: "Objetivos Financeiros",
  description: "Defina metas e acompanhe quanto você já juntou para cada uma.",
};
