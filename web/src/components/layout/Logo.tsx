import { Link } from 'react-router-dom'
import styled from 'styled-components'

const Home = styled(Link)<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.heading)};
  text-decoration: none;
  white-space: nowrap;
  .mark {
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

/** The company name as the logo, linking home. */
export function Logo({ name, onDark }: { name: string; onDark?: boolean }) {
  return (
    <Home to="/" $onDark={onDark}>
      <span className="mark" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      {name}
    </Home>
  )
}
