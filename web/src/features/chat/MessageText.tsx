import { Fragment, useMemo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useSiteSettings } from '#web/data/settings.ts'
import { allowedChatLink, CHAT_MARKUP, cmsLinks, stripTrailingPunctuation } from '#validation/chat-links.ts'

function link(label: string, href: string | null, whole: string): ReactNode {
  if (!href) return whole
  // A site path navigates in the app (the dialog, hosted by the layout, stays open); the CMS's own addresses open
  // in a new tab.
  if (href.startsWith('/')) return <Link to={href}>{label}</Link>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
}

/**
 * Assistant text with markdown-style links turned into real links and **bold** into strong text. Built from text
 * nodes only: no HTML from the reply is ever interpreted. Only our own paths and the addresses the CMS holds (the
 * booking page, the social profiles, the company's e-mail and phone) become links; anything else stays text.
 */
export function MessageText({ text }: { text: string }) {
  const settings = useSiteSettings()
  const external = useMemo(() => cmsLinks(settings), [settings])
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(CHAT_MARKUP)) {
    const [whole, label, target, bare, bold] = match
    parts.push(text.slice(last, match.index))
    if (bold !== undefined) parts.push(<strong>{bold}</strong>)
    else if (bare !== undefined) parts.push(link(bare, allowedChatLink(bare, external), whole))
    else {
      const href = allowedChatLink(target ?? '', external)
      // "[book](https://…/30min.)": the full stop is the sentence's, after the link.
      const trailing = href ? (target ?? '').slice(stripTrailingPunctuation(target ?? '').length) : ''
      parts.push(link(label ?? '', href, whole), trailing)
    }
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  )
}
