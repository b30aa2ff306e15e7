import spriteUrl from './icons.svg?url'
import type { SVGProps } from 'react'
import { FALLBACK_ICON, ICON_FILES, SPRITE_FILES, type IconName, type UiIconName } from './icon-names.ts'

export { ICON_FILES as icons, type IconName }

/**
 * A decorative icon by CMS name, drawn from one SVG sprite: a cached file instead of JavaScript on every page.
 * Unknown names fall back to a neutral mark rather than breaking the page.
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  ...rest
}: {
  /** A CMS icon name (any string from content), or one of the layout's own icons. */
  name?: IconName | UiIconName | (string & {}) | null
  size?: number
  strokeWidth?: number
} & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  const id = name && name in SPRITE_FILES ? name : FALLBACK_ICON
  return (
    <svg
      {...rest}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  )
}
