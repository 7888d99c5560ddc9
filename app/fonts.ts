import localFont from "next/font/local";

/**
 * Geist, variable weight, Latin subset only: pt-BR needs nothing beyond it, and the file is 29 KB
 * where the package's full one is 69 KB. It is the one font preloaded, since every screen's first
 * text (titles, figures) is set in it; anything outside the range falls back per character.
 */
export const geistSans = localFont({
  src: "../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
});
