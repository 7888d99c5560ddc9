/**
 * Characters that show nothing yet change a name: zero-width space, non-joiner and no-break space
 * (BOM), word joiner and invisible operators, soft hyphen, Mongolian vowel separator, and the
 * bidirectional controls (marks, embeddings, overrides, isolates) that can make "fatura‮fdp.exe"
 * read as "fatura exe.pdf". The zero-width joiner is one of them except inside an emoji sequence
 * (👨‍👩‍👧), where it is what draws one emoji.
 */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * A name without its invisible characters (docs/decisions/invisible-characters-in-names.md):
 * stripped, not refused, since a person cannot see what to remove; a name left blank then meets
 * its schema's "não pode ficar vazio".
 */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, "");
}
