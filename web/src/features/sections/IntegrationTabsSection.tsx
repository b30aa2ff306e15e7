import { useId, useState } from 'react'
import styled from 'styled-components'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import { paletteColor } from '../../styles/theme.ts'
import type { SectionOf } from './types.ts'

const Tabs = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`
const TabButton = styled(Tab)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &[data-selected] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`
const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`
const CardButton = styled.button<{ $fg: string; $bg: string }>`
  position: relative;
  width: 100%;
  height: 100%;
  /* A button centres its content vertically; cards of a row read better top-aligned. */
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  text-align: left;
  font: inherit;
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
  &[aria-pressed='true'] {
    border-color: ${({ $fg }) => $fg};
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
const Panel = styled(TabPanel)`
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

/**
 * The integration ecosystem: six categories chosen from the tab buttons or from the cards (both select; the first
 * is selected at start), the chosen one's details in the tab panel, then the integration advantages.
 */
export function IntegrationTabsSection({ section }: { section: SectionOf<'integrationTabsSection'> }) {
  const [selected, setSelected] = useState(0)
  const categories = section.categories ?? []
  const panelsId = useId()
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <TabGroup selectedIndex={selected} onChange={setSelected}>
        <Tabs>
          {categories.map((category) => (
            <TabButton key={category._id}>{category.title}</TabButton>
          ))}
        </Tabs>
        <Cards>
          {categories.map((category, index) => {
            const color = paletteColor(category.color)
            return (
              <li key={category._id}>
                <CardButton
                  type="button"
                  $fg={color.fg}
                  $bg={color.bg}
                  aria-pressed={index === selected}
                  aria-controls={panelsId}
                  onClick={() => setSelected(index)}
                >
                  {category.popular && <Popular>{section.popularLabel}</Popular>}
                  <span className="icon">
                    <Icon name={category.icon} />
                  </span>
                  <strong>{category.title}</strong>
                  <small>{category.subtitle}</small>
                </CardButton>
              </li>
            )
          })}
        </Cards>
        <TabPanels id={panelsId}>
          {categories.map((category) => (
            <Panel key={category._id}>
              <div>
                <h3>{category.title}</h3>
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
        </TabPanels>
      </TabGroup>
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
