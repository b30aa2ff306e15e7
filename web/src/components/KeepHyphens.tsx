// A hyphenated word or range ("65-70%", "Pre-Vetted", "24/7-support") in a heading, figure or label must not break
// at its hyphen. The text stays as the CMS has it (search, copy and screen readers see the same characters): each
// hyphenated word is only wrapped in a span that does not wrap.
const HYPHENATED = /(\S*[\p{L}\p{N}%+]-[\p{L}\p{N}$€£]\S*)/u

export function KeepHyphens({ text }: { text: string | null | undefined }) {
  if (!text) return null
  const parts = text.split(HYPHENATED)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span className="nobreak" key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}
