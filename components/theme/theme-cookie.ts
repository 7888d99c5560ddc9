/**
 * A copy of the theme choice the server can read, so a returning user in dark mode gets
 * `class="dark"` in the HTML itself. localStorage (next-themes' store) stays the source of truth;
 * ThemeCookieSync keeps this copy equal to it.
 */
export const THEME_COOKIE = "theme";
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
