import type { TxIconName } from "@/components/transactions/tx-icon";

/**
 * Lucide's drawings (24×24 grid) and the stroke width each is drawn with. Each is one path, its
 * parts as subpaths (the dots as arcs): every `<use>` copies its symbol's children, so the fewer
 * elements a symbol has, the less each of a page's two hundred icons costs the browser.
 */
const DRAWINGS: Record<TxIconName, [strokeWidth: number, d: string]> = {
  income: [2.5, "M7 7h10v10M7 17 17 7"],
  expense: [2.5, "M17 7 7 17M17 17H7V7"],
  "up-right": [2, "M7 7h10v10M7 17 17 7"],
  "down-right": [2, "M7 7l10 10M17 7v10H7"],
  wallet: [
    2,
    "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4",
  ],
  edit: [
    2,
    "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zM15 5l4 4",
  ],
  delete: [
    2,
    "M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
  ],
  more: [
    2,
    "M13 12a1 1 0 1 1-2 0 1 1 0 1 1 2 0zM13 5a1 1 0 1 1-2 0 1 1 0 1 1 2 0zM13 19a1 1 0 1 1-2 0 1 1 0 1 1 2 0z",
  ],
  spinner: [2, "M21 12a9 9 0 1 1-6.219-8.56"],
  previous: [2, "m15 18-6-6 6-6"],
  next: [2, "m9 18 6-6-6-6"],
  clip: [
    2,
    "m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551",
  ],
};

const EVERY_ICON = Object.keys(DRAWINGS) as TxIconName[];

/**
 * The drawings behind TxIcon, once per screen: a `<use>` of a symbol in the same document is
 * drawn as part of the page, where a CSS mask of an SVG image made the browser build one image
 * document per drawing, inside the style recalculation that shows the streamed list. Hidden from
 * assistive technology and taking no space. `icons` narrows it for a screen that draws only a few
 * (the pagination elsewhere).
 */
export function TxIconSprite({ icons = EVERY_ICON }: { icons?: readonly TxIconName[] }) {
  return (
    <svg aria-hidden="true" focusable="false" className="tx-sprite">
      {icons.map((name) => (
        <symbol
          key={name}
          id={`tx-${name}`}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={DRAWINGS[name][0]}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={DRAWINGS[name][1]} />
        </symbol>
      ))}
    </svg>
  );
}
