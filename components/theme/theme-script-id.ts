/** ThemeScript's id: the root layout's `<link rel="expect">` holds the first paint until the parser reaches it. */
export const THEME_SCRIPT_ID = "theme-script";
