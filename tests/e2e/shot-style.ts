/**
 * Applied while a full-page screenshot is taken: a capture beyond the viewport does not scroll, so
 * parts the app marks `content-visibility: auto` (tile bodies, long lists) stay unpainted below the
 * fold and show as empty boxes. A person scrolling sees them; the screenshot should too.
 */
export const FULL_PAGE_STYLE = "* { content-visibility: visible !important; }";
