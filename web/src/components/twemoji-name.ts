// The module cards' emoji are drawn as Twemoji's SVG artwork (@twemoji/svg), copied into the build under
// /assets/twemoji-<version>/ by vite.plugins.ts: where no emoji font is installed the text would be a blank box.

/**
 * What visual editing appends to each CMS string in preview (zero-width characters, U+200D and U+FEFF among them);
 * it is no part of the emoji.
 */
export const STEGA_PAYLOAD = /[\u200B-\u200D\u2060-\u2064\uFEFF\u{1D173}-\u{1D17A}]+$/u

const VARIATION_SELECTOR_16 = 0xfe0f

/**
 * The artwork's file name (without `.svg`) for an emoji: its code points in lower-case hex joined by "-", without
 * U+FE0F. Twemoji's own names keep U+FE0F in some ZWJ sequences and not in others (2764-fe0f-200d-1f525 but
 * 1f441-200d-1f5e8), and a marketer may paste either form, so the build stores every file under this name.
 */
export function twemojiName(emoji: string): string {
  return [...emoji.replace(STEGA_PAYLOAD, '').trim()]
    .map((character) => character.codePointAt(0)!)
    .filter((codePoint) => codePoint !== VARIATION_SELECTOR_16)
    .map((codePoint) => codePoint.toString(16))
    .join('-')
}
