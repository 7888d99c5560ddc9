/** Width and height of the category ring, in px. */
export const RING_SIZE = 176;
