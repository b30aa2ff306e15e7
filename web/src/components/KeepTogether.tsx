// Where a heading, figure, label or card text must not break: at the hyphen of a hyphenated word or range ("65-70%",
// "Pre-Vetted", "24/7-support"), nor between a name and its number ("Dynamics / 365", the example of a heading
// leaving "365" alone on a line). The text stays as the CMS has it (search, copy and screen readers see the same
// characters): each such run is only wrapped in a span that does not wrap.
const UNBREAKABLE = /(\S*[\p{L}\p{N}%+]-[\p{L}\p{N}$€£]\S*|[\p{L}\p{N}]+ [\p{N}$€£]\S*)/u
/**
 * In preview, visual editing appends an invisible payload to each CMS string (zero-width characters, U+FEFF among
 * them, which `\s` counts as space). It must stay whole to be decoded, so it is set aside before splitting.
 */
const STEGA_PAYLOAD = /[\u200B-\u200D\u2060-\u2064\uFEFF\u{1D173}-\u{1D17A}]+$/u

export function KeepTogether({ text }: { text: string | null | undefined }) {
  if (!text) return null
  const payload = STEGA_PAYLOAD.exec(text)?.[0] ?? ''
  const parts = text.slice(0, text.length - payload.length).split(UNBREAKABLE)
  if (parts.length === 1) return text
  return [
    ...parts.map((part, index) =>
      index % 2 === 1 ? (
        <span className="nobreak" key={index}>
          {part}
        </span>
      ) : (
        part
      ),
    ),
    payload,
  ]
}
