// The prerender's styles: each page's own sheet, with CSS that styled-components already compiled for an earlier page
// taken from a cache instead of compiled again. On the server, styled-components runs every rule of every component
// a page renders through stylis for each new ServerStyleSheet (it keeps no compiled rules between sheets); the build
// renders a thousand pages that share almost all their components. docs/scale.md, "The build", has the figures.
import { useContext, type ReactNode } from 'react'
import { StyleSheetContext, type ServerStyleSheet, type IStyleSheetContext } from 'styled-components'

type Stringifier = IStyleSheetContext['stylis']

/** Compiled rules kept across renders, each distinct one once; past this many the cache starts again. */
const CACHE_LIMIT = 20_000

const cachedStringifiers = new WeakMap<Stringifier, Stringifier>()

/**
 * `stylis` with its answers kept: the same CSS for the same selector compiles to the same rules, which the sheet
 * copies and never changes. The limit keeps a long-running server's memory bounded.
 */
export function cachedStylis(stylis: Stringifier): Stringifier {
  let cached = cachedStringifiers.get(stylis)
  if (cached) return cached
  const rules = new Map<string, string[]>()
  cached = Object.assign(
    // The arguments go to stylis as they came, so its own defaults apply.
    (css: string, selector?: string, prefix?: string, componentId?: string): string[] => {
      const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`
      let compiled = rules.get(key)
      if (!compiled) {
        if (rules.size >= CACHE_LIMIT) rules.clear()
        compiled = stylis(css, selector, prefix, componentId)
        rules.set(key, compiled)
      }
      return compiled
    },
    { hash: stylis.hash },
  )
  cachedStringifiers.set(stylis, cached)
  return cached
}

/** In place of `sheet.collectStyles(children)`: the page's styles go to `sheet`, compiled through the cache. */
export function ServerStyles({ sheet, children }: { sheet: ServerStyleSheet; children: ReactNode }) {
  const parent = useContext(StyleSheetContext)
  return (
    <StyleSheetContext.Provider
      value={{ ...parent, styleSheet: sheet.instance, stylis: cachedStylis(parent.stylis) }}
    >
      {children}
    </StyleSheetContext.Provider>
  )
}
