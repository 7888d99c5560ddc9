/**
 * The theme choice lives in localStorage under THEME_STORAGE_KEY (the key the app has always used)
 * and is mirrored in a cookie the server reads, so a returning user in dark mode gets
 * `class="dark"` in the HTML itself. ThemeScript and setTheme keep the two equal.
 */
export const THEME_STORAGE_KEY = "theme";
export const THEME_COOKIE = "theme";
const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** What follows `theme=<value>` in document.cookie, for the store and for ThemeScript alike. */
export const THEME_COOKIE_ATTRIBUTES = `; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;

export type Theme = "light" | "dark";
