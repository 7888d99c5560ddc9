/** The category filter's URL values besides an id: every category, or 'Sem categoria' (NO_CATEGORY on the server, repeated so zod stays out of the bundle). */
export const ALL_CATEGORIES = "all";
export const NO_CATEGORY_VALUE = "none";
