import { Fragment, useMemo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useSiteSettings } from '#web/data/settings.ts'
import { allowedChatLink, CHAT_MARKUP, cmsLinks, stripTrailingPunctuation } from '#validation/chat-links.ts'
import { trackConversion } from '#web/features/analytics/track.ts'

/** The contact page the assistant hands visitors over to (schemas/lib/ids.ts keeps its address). */
const CONTACT_PATH = '/contact'

/**
 * The channel a link of a reply hands the visitor over to (for analytics' `chat_handoff`), or null for a link that
 * only shows more of the site.
 */
function handoffChannel(href: string, bookingUrl: string | null | undefined): string | null {
  if (href.startsWith('tel:')) return 'phone'
  if (href.startsWith('mailto:')) return 'email'
  if (bookingUrl && href === bookingUrl) return 'booking'
  return href.replace(/[?#].*$/, '') === CONTACT_PATH ? 'contact_page' : null
}

function link(label: string, href: string | null, whole: string, bookingUrl?: string | null): ReactNode {
  if (!href) return whole
  const channel = handoffChannel(href, bookingUrl)
  const onClick = channel ? () => trackConversion('chat_handoff', { channel }) : undefined
  // A site path navigates in the app (the dialog, hosted by the layout, stays open); the CMS's own addresses open
  // in a new tab.
  if (href.startsWith('/'))
    return (
      <Link to={href} onClick={onClick}>
        {label}
      </Link>
    )
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
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
    else if (bare !== undefined)
      parts.push(link(bare, allowedChatLink(bare, external), whole, settings.bookingUrl))
    else {
      const href = allowedChatLink(target ?? '', external)
      // "[book](https://…/30min.)": the full stop is the sentence's, after the link.
      const trailing = href ? (target ?? '').slice(stripTrailingPunctuation(target ?? '').length) : ''
      parts.push(link(label ?? '', href, whole, settings.bookingUrl), trailing)
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
