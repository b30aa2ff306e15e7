import spriteUrl from './icons.svg?url'
import { FALLBACK_ICON, ICON_FILES, type IconName } from './icon-names.ts'

export { ICON_FILES as icons, type IconName }

/**
 * A decorative icon by CMS name, drawn from one SVG sprite: a cached file instead of JavaScript on every page.
 * Unknown names fall back to a neutral mark rather than breaking the page.
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name?: string | null
  size?: number
  className?: string
}) {
  const id = name && name in ICON_FILES ? name : FALLBACK_ICON
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  )
}
