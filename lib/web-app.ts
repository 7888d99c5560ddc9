// What the installed app looks like: read by app/manifest.ts, the root layout and the build scripts.

/** The browser bar and splash colours: the light surface (white) and the dark one (zinc-950). */
export const THEME_COLORS = { light: "#ffffff", dark: "#09090b" } as const;

export interface AppIcon {
  src: string;
  /** Width and height in pixels: the PNG is exactly this size (a unit test reads it). */
  size: number;
  /** `maskable`: full-bleed background, the mark inside the central safe circle. */
  purpose: "any" | "maskable";
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-192.png", size: 192, purpose: "maskable" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
];

/** iOS ignores the manifest's icons and reads this one (Next's app/apple-icon.png convention). */
export const APPLE_ICON = { file: "app/apple-icon.png", size: 180 } as const;
