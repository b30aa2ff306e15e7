import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

// A markdown-style link, a bare web address, or **bold** text.
const MARKUP = /\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s)]+)|\*\*([^*\n]+)\*\*/g

function link(label: string, href: string, whole: string): ReactNode {
  // A site path (not `//host`, which would leave the site) navigates in the app; other links open in a new tab.
  if (/^\/(?!\/)/.test(href)) return <Link to={href}>{label}</Link>
  if (/^(https?:|mailto:|tel:)/i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    )
  return whole
}

/**
 * Assistant text with markdown-style links turned into real anchors and **bold** into strong text. Built from text
 * nodes only: no HTML from the reply is ever interpreted.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(MARKUP)) {
    const [whole, label, target, bare, bold] = match
    parts.push(text.slice(last, match.index))
    if (bold !== undefined) parts.push(<strong>{bold}</strong>)
    else if (bare !== undefined) parts.push(link(bare, bare, whole))
    else parts.push(link(label ?? '', target ?? '', whole))
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
