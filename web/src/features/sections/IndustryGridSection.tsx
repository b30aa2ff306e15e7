import styled from 'styled-components'
import { Section } from '../../components/Section.tsx'
import { Icon } from '../../components/Icon.tsx'
import type { SectionOf } from './types.ts'

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    text-align: center;
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`

export function IndustryGridSection({ section }: { section: SectionOf<'industryGridSection'> }) {
  return (
    <Section
      id={section.anchorId}
      tone={section.tone}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
    >
      <Grid>
        {(section.industries ?? []).map((industry) => (
          <li key={industry._id}>
            <Icon name={industry.icon} size={28} />
            {industry.name}
          </li>
        ))}
      </Grid>
    </Section>
  )
}

export default IndustryGridSection
