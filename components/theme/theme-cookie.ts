/**
 * The theme choice lives in a cookie the server reads, so a returning user in dark mode gets
 * `class="dark"` in the HTML itself. Nothing about it is written to localStorage: the spec's keys
 * are the only ones Bolso keeps there.
 */
export const THEME_COOKIE = "theme";
/** Where browsers kept the choice before the cookie alone carried it; ThemeScript moves it over. */
export const LEGACY_THEME_STORAGE_KEY = "theme";
const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** What follows `theme=<value>` in document.cookie, for the store and for ThemeScript alike. */
export const THEME_COOKIE_ATTRIBUTES = `; path=/; max-age=${THEME_COOKIE_MAX_AGE}; samesite=lax`;

export type Theme = "light" | "dark";
