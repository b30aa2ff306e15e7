import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import styled, { css } from 'styled-components'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import { paletteColor } from '../../styles/theme.ts'
import type { SectionOf } from './types.ts'
import { KeepHyphens } from '../../components/KeepHyphens.tsx'

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`
const TabLink = styled.a`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`
const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`
const CardLink = styled.a<{ $fg: string; $bg: string }>`
  --card-color: ${({ $fg }) => $fg};
  position: relative;
  width: 100%;
  height: 100%;
  /* A button centres its content vertically; cards of a row read better top-aligned. */
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  text-align: left;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  padding: ${({ theme }) => theme.space[5]};
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
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ $fg }) => $fg};
    background: ${({ $bg }) => $bg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
const Popular = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.amber};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 0.125rem 0.5rem;
`
const selectedTab = css`
  background: ${({ theme }) => theme.colors.brand};
  border-color: ${({ theme }) => theme.colors.brand};
  color: #fff;
`
const selectedCard = css`
  border-color: var(--card-color);
  box-shadow: ${({ theme }) => theme.shadows.md};
`
/** An id as a quoted CSS attribute value. */
const cssString = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`

/**
 * Which category shows. Hydrated (`data-enhanced`): React state, as `aria-selected`, `aria-current` and `hidden`.
 * Before that, the address: a tab or card is a link to its panel (`#id`), so `:target` shows that panel and marks
 * its tab and card, and the first shows when none is targeted; a click counts from first paint and without scripts.
 */
const Picker = styled.div<{ $ids: string[] }>`
  &[data-enhanced] {
    [role='tab'][aria-selected='true'] {
      ${selectedTab}
    }
    [aria-current='true'] {
      ${selectedCard}
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
    li:first-child > a {
      ${selectedCard}
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
          li > a[href=${cssString(`#${id}`)}] {
            ${selectedCard}
          }
        }
      `,
    )}
`
const Panel = styled.div`
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[8]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
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
 * The integration ecosystem: six categories chosen from the tabs or from the cards (both select; the first is
 * selected at start), the chosen one's details in its tab panel, then the integration advantages. Tabs and cards
 * are links to the panels, so choosing works from the HTML alone; once hydrated, the tabs behave as ARIA tabs
 * (arrow keys, Home, End) and a choice made before hydration is kept.
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
    const panels = Array.from(panelsRef.current?.children ?? [])
    const targeted = panels.findIndex((panel) => panel.matches(':target'))
    startTransition(() => {
      if (targeted >= 0) setSelected(targeted)
      setEnhanced(true)
    })
  }, [])

  const choose = (index: number) => (event: MouseEvent) => {
    // The link is the fallback; hydrated, a choice neither scrolls nor adds a history entry.
    event.preventDefault()
    setSelected(index)
  }
  const onTabKeyDown = (index: number) => (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index, categories.length - 1)
    setSelected(next)
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Picker $ids={categories.map(panelId)} data-enhanced={enhanced || undefined}>
        <Tabs role="tablist" ref={tabsRef}>
          {categories.map((category, index) => (
            <TabLink
              key={category._id}
              id={tabId(category)}
              href={`#${panelId(category)}`}
              role="tab"
              aria-selected={index === selected}
              aria-controls={panelId(category)}
              // Roving focus once the arrow keys work; before that every tab is a plain link in the tab order.
              tabIndex={enhanced && index !== selected ? -1 : undefined}
              onClick={choose(index)}
              onKeyDown={onTabKeyDown(index)}
            >
              {category.title}
            </TabLink>
          ))}
        </Tabs>
        <Cards>
          {categories.map((category, index) => {
            const color = paletteColor(category.color)
            return (
              <li key={category._id}>
                <CardLink
                  href={`#${panelId(category)}`}
                  $fg={color.fg}
                  $bg={color.bg}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={choose(index)}
                >
                  {category.popular && <Popular>{section.popularLabel}</Popular>}
                  <span className="icon">
                    <Icon name={category.icon} />
                  </span>
                  <strong>{category.title}</strong>
                  <small>{category.subtitle}</small>
                </CardLink>
              </li>
            )
          })}
        </Cards>
        <div ref={panelsRef}>
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
                  <KeepHyphens text={category.title} />
                </h3>
                <p className="subtitle">{category.subtitle}</p>
                <p>{category.description}</p>
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
        </div>
      </Picker>
      {(section.advantages?.length ?? 0) > 0 && (
        <Advantages>
          {section.advantagesHeading && <h3>{section.advantagesHeading}</h3>}
          <ul>
            {section.advantages!.map((advantage) => (
              <li key={advantage._key}>
                <Icon name={advantage.icon} size={32} />
                <h4>{advantage.title}</h4>
                {advantage.description && <p>{advantage.description}</p>}
              </li>
            ))}
          </ul>
        </Advantages>
      )}
    </Section>
  )
}

export default IntegrationTabsSection
