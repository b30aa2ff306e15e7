import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import styled, { css } from 'styled-components'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import { Icon } from '#web/components/Icon.tsx'
import { paletteColor } from '#web/styles/theme.ts'
import type { SectionOf } from '../types.ts'
import { KeepTogether } from '#web/components/KeepTogether.tsx'

/* The tabs and the panels share the picker's layout (below), so a panel can sit right under its tab on phones. */
const TabList = styled.div`
  display: contents;
`
const Panels = styled.div`
  display: contents;
`
const TabLink = styled.a<{ $fg: string; $bg: string }>`
  --card-color: ${({ $fg }) => $fg};
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  text-align: left;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  .icon {
    grid-row: span 2;
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ $fg }) => $fg};
    background: ${({ $bg }) => $bg};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.3;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.4;
  }
  /* The chevron says where the detail opens: down on phones (accordion), to the right on desktops (tabs). */
  .chevron {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    top: 50%;
    translate: 0 -50%;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: rotate 150ms ease;
    @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
      rotate: -90deg;
    }
  }
`
const Popular = styled.span`
  grid-column: 2;
  justify-self: start;
  margin-top: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0.125rem 0.5rem;
`
const selectedTab = css`
  border-color: var(--card-color);
  background: ${({ theme }) => theme.colors.surfaceBrand};
  box-shadow: ${({ theme }) => theme.shadows.md};
  .chevron {
    rotate: 180deg;
    @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
      rotate: -90deg;
      color: var(--card-color);
    }
  }
`
/** An id as a quoted CSS attribute value. */
const cssString = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`

/**
 * One selector: the category cards are the tabs. On desktops the cards form a column with the chosen one's detail
 * beside it (sticky, so it stays in view beside a long list); on phones it is an accordion, the detail right under
 * its card (flex order: card i, then panel i).
 *
 * Which category shows. Hydrated (`data-enhanced`): React state, as `aria-selected` and `hidden`. Before that, the
 * address: a card is a link to its panel (`#id`), so `:target` shows that panel and marks its card, and the first
 * shows when none is targeted; a click counts from first paint and without scripts.
 */
const Picker = styled.div<{ $ids: string[] }>`
  display: flex;
  flex-direction: column;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    grid-template-columns: minmax(17rem, 24rem) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[8]};
    align-items: start;
    [role='tabpanel'] {
      grid-column: 2;
      grid-row: 1 / span ${({ $ids }) => Math.max(1, $ids.length)};
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
    }
    [role='tab'] {
      grid-column: 1;
    }
  }
  ${({ $ids }) =>
    $ids.map(
      (id, index) => css`
        [href=${cssString(`#${id}`)}] {
          order: ${index * 2};
        }
        [id=${cssString(id)}] {
          order: ${index * 2 + 1};
        }
      `,
    )}
  &[data-enhanced] {
    [role='tab'][aria-selected='true'] {
      ${selectedTab}
    }
    [role='tabpanel'][hidden] {
      display: none;
    }
  }
  &:not([data-enhanced]) [role='tabpanel']:not(:target) {
    display: none;
  }
  &:not([data-enhanced]):not(:has([role='tabpanel']:target)) {
    [role='tab']:first-child {
      ${selectedTab}
    }
    [role='tabpanel']:first-child {
      display: grid;
    }
  }
  ${({ $ids }) =>
    $ids.map(
      (id) => css`
        &:not([data-enhanced]):has([id=${cssString(id)}]:target) {
          [role='tab'][href=${cssString(`#${id}`)}] {
            ${selectedTab}
          }
        }
      `,
    )}
`
const Panel = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space[8]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  .subtitle {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    align-content: start;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  li svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
    margin-top: 0.2rem;
  }
`
const Advantages = styled.div`
  margin-top: ${({ theme }) => theme.space[12]};
  h3 {
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  li {
    text-align: center;
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.text};
  }
  li svg {
    color: ${({ theme }) => theme.colors.primary};
    margin: 0 auto ${({ theme }) => theme.space[3]};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

type Category = NonNullable<SectionOf<'integrationTabsSection'>['categories']>[number]

/** The element id of a category's panel: the fragment its tab and card link to. */
const panelId = (category: Category) => category._id
const tabId = (category: Category) => `${category._id}-tab`

/** The keys of an ARIA tab list: from the focused tab's index to the tab to select and focus. */
const TAB_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
  // A link answers Enter by itself, not Space; a tab answers both.
  ' ': (index) => index,
}

/**
 * The integration ecosystem: the categories as one selector (cards that are tabs; the first is selected at start),
 * the chosen one's details in its tab panel beside the cards on desktops and under the chosen card on phones, then
 * the integration advantages. The tabs are links to the panels, so choosing works from the HTML alone; once
 * hydrated, they behave as ARIA tabs (arrow keys, Home, End) and a choice made before hydration is kept.
 */
export function IntegrationTabsSection({ section }: { section: SectionOf<'integrationTabsSection'> }) {
  const categories = section.categories ?? []
  const [selected, setSelected] = useState(0)
  const [enhanced, setEnhanced] = useState(false)
  const tabsRef = useRef<HTMLDivElement>(null)
  const panelsRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // A tab or card clicked before hydration left its panel targeted by the address: it stays chosen. A transition,
    // so this renders in the background rather than as a synchronous re-render right after hydration.
    const targeted = () =>
      Array.from(panelsRef.current?.children ?? []).findIndex((panel) => panel.matches(':target'))
    const initial = targeted()
    startTransition(() => {
      if (initial >= 0) setSelected(initial)
      setEnhanced(true)
    })
    // Until the whole page has hydrated, a tab's click is the browser's (hydration/intents.ts): follow the address.
    const follow = () => {
      const index = targeted()
      if (index >= 0) setSelected(index)
    }
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  // On phones, closing the open detail above the chosen card moves the card up, maybe off screen: bring it back.
  const chosen = useRef(false)
  useEffect(() => {
    if (!chosen.current) return
    chosen.current = false
    const tab = tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[selected]
    const top = tab?.getBoundingClientRect().top ?? 0
    if (tab && (top < 0 || top > window.innerHeight * 0.6)) tab.scrollIntoView({ block: 'start' })
  }, [selected])

  const choose = (index: number) => (event: MouseEvent) => {
    // The link is the fallback; hydrated, a choice adds no history entry.
    event.preventDefault()
    chosen.current = true
    setSelected(index)
  }
  const onTabKeyDown = (index: number) => (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index, categories.length - 1)
    chosen.current = true
    setSelected(next)
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <Section {...sectionFrame(section)}>
      <Picker $ids={categories.map(panelId)} data-enhanced={enhanced || undefined}>
        <TabList role="tablist" aria-label={section.heading ?? undefined} ref={tabsRef}>
          {categories.map((category, index) => {
            const color = paletteColor(category.color)
            return (
              <TabLink
                key={category._id}
                id={tabId(category)}
                href={`#${panelId(category)}`}
                role="tab"
                $fg={color.fg}
                $bg={color.bg}
                aria-selected={index === selected}
                aria-controls={panelId(category)}
                // Roving focus once the arrow keys work; before that every tab is a plain link in the tab order.
                tabIndex={enhanced && index !== selected ? -1 : undefined}
                onClick={choose(index)}
                onKeyDown={onTabKeyDown(index)}
              >
                <span className="icon" aria-hidden="true">
                  <Icon name={category.icon} />
                </span>
                <strong>{category.title}</strong>
                <small>{category.subtitle}</small>
                {category.popular && <Popular>{section.popularLabel}</Popular>}
                <Icon className="chevron" name="chevron-down" size={18} aria-hidden="true" />
              </TabLink>
            )
          })}
        </TabList>
        <Panels ref={panelsRef}>
          {categories.map((category, index) => (
            <Panel
              key={category._id}
              id={panelId(category)}
              role="tabpanel"
              aria-labelledby={tabId(category)}
              tabIndex={0}
              hidden={enhanced && index !== selected}
            >
              <div>
                <h3>
                  <KeepTogether text={category.title} />
                </h3>
                <p className="subtitle">{category.subtitle}</p>
                <p>
                  <KeepTogether text={category.description} />
                </p>
              </div>
              <ul>
                {(category.features ?? []).map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          ))}
        </Panels>
      </Picker>
      {(section.advantages?.length ?? 0) > 0 && (
        <Advantages>
          {section.advantagesHeading && <h3>{section.advantagesHeading}</h3>}
          <ul>
            {section.advantages!.map((advantage) => (
              <li key={advantage._key}>
                <Icon name={advantage.icon} size={32} />
                <h4>{advantage.title}</h4>
                {advantage.description && (
                  <p>
                    <KeepTogether text={advantage.description} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Advantages>
      )}
    </Section>
  )
}

export default IntegrationTabsSection
