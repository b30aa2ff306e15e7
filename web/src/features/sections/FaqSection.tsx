import styled from 'styled-components'
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { ChevronDown } from 'lucide-react'
import { Section } from '../../components/Section.tsx'
import type { SectionOf } from './types.ts'

const List = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`
const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`
const Button = styled(DisclosureButton)`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: none;
  border: 0;
  font: inherit;
  font-weight: 700;
  text-align: left;
  color: inherit;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 200ms ease;
  }
  &[data-open] svg {
    transform: rotate(180deg);
  }
`
const Panel = styled(DisclosurePanel)`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
    white-space: pre-line;
  }
`

/** The FAQ accordion: each question opens and closes on its own, several can be open at once. */
export function FaqSection({ section }: { section: SectionOf<'faqSection'> }) {
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
              <Button>
                {item.question}
                <ChevronDown size={20} aria-hidden="true" />
              </Button>
            </h3>
            <Panel>
              <p>{item.answer}</p>
            </Panel>
          </Disclosure>
        ))}
      </List>
    </Section>
  )
}

export default FaqSection
