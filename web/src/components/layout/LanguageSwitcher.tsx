import styled from 'styled-components'
import { useLocation } from 'react-router-dom'
import { useSanityQuery } from '#web/data/query.ts'
import { useLanguage } from '#web/data/language.ts'
import { pageTranslationsQuery } from '#web/queries/translations.ts'
import { homePathOf, LANGUAGES } from '#shared/languages.ts'
import type { PageTranslationsQueryResult } from '#shared/sanity.types.ts'
import { pagePathOf } from '#web/data/page-path.ts'

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceBrand};
  }
  /* On phones the language's code stands for its name, which screen readers still read. */
  .code {
    text-transform: uppercase;
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    .name {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    .code {
      display: none;
    }
  }
`

/**
 * Links to this page in the site's other languages, each named in its own language: the page's translation where
 * it has one, else that language's home page. A full page load, since every text of the site changes with it.
 */
export default function LanguageSwitcher() {
  const { pathname } = useLocation()
  const current = useLanguage()
  const path = pagePathOf(pathname)
  const slug = path.slice(path.lastIndexOf('/') + 1)
  const translations = useSanityQuery<PageTranslationsQueryResult>(pageTranslationsQuery, { path, slug })
  const others = LANGUAGES.filter((language) => language.id !== current)
  return (
    <Links>
      {others.map((language) => {
        const translation = translations?.find((version) => version.language === language.id)
        return (
          <li key={language.id}>
            <a href={translation?.path ?? homePathOf(language.id)} hrefLang={language.id} lang={language.id}>
              <span className="code" aria-hidden="true">
                {language.id}
              </span>
              <span className="name">{language.name}</span>
            </a>
          </li>
        )
      })}
    </Links>
  )
}
