// The rules every page of the site is held to, each a function that reads a loaded page and returns what breaks it
// (empty when nothing does). every-page.spec.ts loads each route once and applies them all.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG rules that read colours: all the dark scheme changes (the DOM and every other style stay as they are). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The serious and critical violations on the page as it is, each with the first few elements it names: every WCAG
 * 2.1 A/AA rule, or only the colour rules.
 */
export async function seriousViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame and then finishes the run in a new blank
  // page, which costs a page and a second copy of axe per analysis: about 1 s each here. The site has no frames.
  // Only violations are reported in full: the passes' and the inapplicable rules' elements (a selector each) are
  // what most of an analysis of a long page costs, and nothing reads them.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  const results = await (
    colourOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
}

/**
 * Switches the page to the dark colour scheme, with its colours applied at once. The switch would start the colour
 * transitions of links and cards (0.01 ms under reduced motion), and until they end axe would read the light colours
 * on a loaded machine. Waiting for them is not reliable (Chromium lists some as idle, and their `finished` never
 * settles), so the page's transitions are turned off first, by a constructed sheet, which the page's CSP does not
 * govern.
 */
export async function switchToDarkScheme(page: Page): Promise<void> {
  await page.evaluate(() => {
    const noTransitions = new CSSStyleSheet()
    noTransitions.replaceSync('*, *::before, *::after { transition: none !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions]
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.waitForFunction(() => matchMedia('(prefers-color-scheme: dark)').matches)
}

/**
 * Each visible button in main that does nothing, and each link in main without an address, described: calls to
 * action are links with an address, and a button is either a form's submit or reset, controls something on the
 * page, or is an app control the entry script replays (data-intent).
 */
export async function inertControls(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
    }
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`
    const problems: string[] = []
    for (const button of main.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
      'button, input[type="button"], input[type="submit"], input[type="reset"]',
    )) {
      if (!visible(button)) continue
      const submitsOrResets = (button.type === 'submit' || button.type === 'reset') && button.form !== null
      const controls = ['aria-controls', 'aria-expanded', 'popovertarget', 'commandfor'].some((name) =>
        button.hasAttribute(name),
      )
      const appControl = button.hasAttribute('data-intent')
      if (!submitsOrResets && !controls && !appControl)
        problems.push(`button without an action: ${describe(button)}`)
    }
    for (const anchor of main.querySelectorAll('a')) {
      const href = anchor.getAttribute('href')
      if (!href || href === '#') problems.push(`link without an address: ${describe(anchor)}`)
    }
    return problems
  })
}

/** What in `main` reaches past the page's sides or is cut off by its box, as "tag: text" (the first three). */
export async function overflowing(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width <= 1) return false
        // Partly outside only: a field moved wholly off screen on purpose (the honeypot) is not seen by anyone.
        if ((box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0)) return true
        // A box that hides what does not fit in it (a card cutting a figure off).
        const { overflowX } = getComputedStyle(element)
        return (
          (overflowX === 'hidden' || overflowX === 'clip') && element.scrollWidth > element.clientWidth + 1
        )
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 40)}`)
  })
  return found.slice(0, 3)
}

/** The lists of cards in `main` (grids of list items) whose last row holds one card that does not span the row. */
export async function loneLastCards(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main ul, main ol')]
      .filter((list) => list.checkVisibility() && getComputedStyle(list).display === 'grid')
      .flatMap((list) => {
        const cards = [...list.children].filter((card) => card.getBoundingClientRect().height > 0)
        // The rows as laid out, from the columns and each card's span (a row's cards may be centred, so their tops
        // do not tell the rows apart; a wide first card takes a whole row).
        const style = getComputedStyle(list)
        const tracks = style.gridTemplateColumns.split(' ').map(parseFloat)
        const gap = parseFloat(style.columnGap) || 0
        if (cards.length < 3 || tracks.length < 2) return []
        let slot = 0
        const rows = cards.map((card) => {
          const span = Math.min(
            tracks.length,
            Math.round((card.getBoundingClientRect().width + gap) / (tracks[0] + gap)),
          )
          if ((slot % tracks.length) + span > tracks.length) slot += tracks.length - (slot % tracks.length)
          const row = Math.floor(slot / tracks.length)
          slot += span
          return { row, span }
        })
        const last = rows.at(-1)!
        const alone = rows.filter(({ row }) => row === last.row).length === 1 && last.row > 0
        return alone && last.span < tracks.length
          ? [`${cards.length} cards: ${cards.at(-1)!.textContent!.trim().slice(0, 40)}`]
          : []
      }),
  )
}

/** Figure ranges in `main` ("60-70%", "$35,000-$65,000") whose two figures stand on different lines. */
export async function brokenRanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      if (!node.parentElement?.checkVisibility()) continue
      for (const match of node.data.matchAll(/[$€£]?\d[\d,.]*[%+KM]?-(?=[$€£]?\d)/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length + 1)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        if (tops.size > 1) found.push(node.data.slice(match.index, match.index + 12))
      }
    }
    return found
  })
}

/** A layout rule: what breaks it on a loaded page, and the widths it is checked at. */
export interface LayoutRule {
  rule: string
  find: (page: Page) => Promise<string[]>
  widths: number[]
}

export const LAYOUT_RULES: LayoutRule[] = [
  { rule: "nothing reaches past the screen's sides or is cut off", find: overflowing, widths: [360, 768] },
  {
    rule: 'no list of cards leaves one card alone in its last row',
    find: loneLastCards,
    widths: [1440, 1024, 768, 390],
  },
  { rule: 'no figure range breaks at its hyphen', find: brokenRanges, widths: [1440, 1024, 768, 390, 360] },
]
