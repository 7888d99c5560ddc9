import type { MetadataRoute } from "next";
import { APP_ICONS, THEME_COLORS } from "@/lib/web-app";

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next). The format has one
 * colour of each kind: the light theme's; the dark one reaches the browser bar through the root
 * layout's `theme-color` metas, one per colour scheme.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/dashboard",
    name: "Bolso",
    short_name: "Bolso",
    description: "Controle de receitas, despesas, parcelas, metas e contas recorrentes, em reais.",
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    categories: ["finance"],
    icons: APP_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
    shortcuts: [
      {
        name: "Nova transação",
        short_name: "Nova",
        url: "/transactions?nova=1",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
      {
        name: "Transações",
        url: "/transactions",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
  };
}
