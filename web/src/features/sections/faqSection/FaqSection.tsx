import styled from 'styled-components'
import { Icon } from '#web/components/Icon.tsx'
import { Section, sectionFrame } from '#web/components/Section.tsx'
import type { SectionOf } from '../types.ts'

const List = styled.ul`
  list-style: none;
  padding: 0;
  max-width: 52rem;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`
const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color 200ms ease,
    box-shadow 200ms ease;
  &:has(details[open]) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`
const Question = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: none;
  border: 0;
  border-radius: inherit;
  font: inherit;
  font-weight: 700;
  line-height: 1.4;
  text-align: left;
  color: inherit;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: inherit;
  }
  .sign {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceBrand};
    color: ${({ theme }) => theme.colors.primary};
    transition: transform 200ms ease;
  }
  [open] > & .sign {
    transform: rotate(45deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`
const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;
  p {
    margin: 0;
    white-space: pre-line;
  }
`

/**
 * The FAQ accordion: every question is its own <details>, so each opens and closes independently, several can be
 * open at once, and all of it works before (or without) scripts. Closed answers are in the markup for search engines
 * and find-in-page.
 */
export function FaqSection({ section }: { section: SectionOf<'faqSection'>; index?: number }) {
  return (
    <Section {...sectionFrame(section)}>
      <List>
        {(section.items ?? []).map((item) => (
          <Item key={item._id}>
            <details>
              <Question>
                <h3>{item.question}</h3>
                <span className="sign" aria-hidden="true">
                  <Icon name="plus" size={18} strokeWidth={2.5} />
                </span>
              </Question>
              <Answer>
                <p>{item.answer}</p>
              </Answer>
            </details>
          </Item>
        ))}
      </List>
    </Section>
  )
}

export default FaqSection
