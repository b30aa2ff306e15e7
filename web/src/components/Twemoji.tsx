import { useState } from 'react'
// Only the version is bundled (a named import of JSON is tree-shaken); the build serves the files there.
import { version } from '@twemoji/svg/package.json'
import { twemojiName } from './twemoji-name.ts'

/** The folder names the package's version, so its files are cached for good (vite.plugins.ts copies them there). */
export const TWEMOJI_PATH = `/assets/twemoji-${version}`

/**
 * A decorative emoji drawn as Twemoji's artwork, the same picture on every system. The content stays the marketer's
 * emoji; one the artwork lacks (newer than the package, or plain text) is shown as text once its image fails. The
 * image gets no size from the page (the caller caps it with max-width; the build gives each file 36 × 36), so a
 * failed one is an empty box before hydration rather than a broken-image icon.
 */
export function Twemoji({ emoji, className }: { emoji: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === emoji)
    return (
      <span className={className} aria-hidden="true">
        {emoji}
      </span>
    )
  const fail = () => setFailed(emoji)
  return (
    <span className={className} aria-hidden="true">
      <img
        src={`${TWEMOJI_PATH}/${twemojiName(emoji)}.svg`}
        alt=""
        decoding="async"
        onError={fail}
        // An image that failed before hydration fired its error event before React listened.
        ref={(image) => {
          if (image?.complete && image.naturalWidth === 0) fail()
        }}
      />
    </span>
  )
}
