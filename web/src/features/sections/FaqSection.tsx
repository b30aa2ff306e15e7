import styled from 'styled-components'
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { Icon } from '../../components/Icon.tsx'
import { Section } from '../../components/Section.tsx'
import type { SectionOf } from './types.ts'

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
  &:has([data-open]) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`
const Question = styled(DisclosureButton)`
  width: 100%;
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
  &[data-open] .sign {
    transform: rotate(45deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`
const Answer = styled(DisclosurePanel)`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;
  p {
    margin: 0;
    white-space: pre-line;
  }
`

/**
 * The FAQ accordion: every question is its own Headless UI Disclosure, so each opens and closes independently and
 * several can be open at once. Closed answers stay in the markup (hidden), so the prerendered page carries them.
 */
export function FaqSection({ section }: { section: SectionOf<'faqSection'>; index?: number }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <List>
        {(section.items ?? []).map((item) => (
          <Disclosure key={item._id} as={Item}>
            <h3>
              <Question>
                <span>{item.question}</span>
                <span className="sign" aria-hidden="true">
                  <Icon name="plus" size={18} strokeWidth={2.5} />
                </span>
              </Question>
            </h3>
            <Answer unmount={false}>
              <p>{item.answer}</p>
            </Answer>
          </Disclosure>
        ))}
      </List>
    </Section>
  )
}

export default FaqSection
