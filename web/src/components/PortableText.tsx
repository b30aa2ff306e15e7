import { PortableText as PortableTextRenderer, type PortableTextComponents } from '@portabletext/react'
import type { PortableTextBlock } from '@portabletext/types'
import { Link } from 'react-router-dom'
import styled from 'styled-components'

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space[5]};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  blockquote {
    margin: ${({ theme }) => theme.space[6]} 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    font-style: italic;
  }
  a {
    text-underline-offset: 3px;
  }
`

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : ''
      // Site paths navigate in the app; anything else opens in a new tab without opener or referrer.
      if (href.startsWith('/')) return <Link to={href}>{children}</Link>
      if (!/^(https?:|mailto:|tel:)/.test(href)) return <>{children}</>
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  },
}

/** Rich text from the CMS (blog bodies, rich-text sections), rendered by @portabletext/react. */
export function PortableText({ value }: { value: PortableTextBlock[] | null | undefined }) {
  if (!value?.length) return null
  return (
    <Prose>
      <PortableTextRenderer value={value} components={components} />
    </Prose>
  )
}
