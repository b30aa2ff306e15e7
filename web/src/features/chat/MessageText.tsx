import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s)]+)/g

/**
 * Assistant text with markdown-style links turned into real anchors. Built from text nodes only: no HTML from the
 * reply is ever interpreted. Site paths navigate in the app; other links open in a new tab.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target, bare] = match
    parts.push(text.slice(last, match.index))
    const href = target ?? bare ?? ''
    const content = label ?? href
    if (href.startsWith('/')) parts.push(<Link to={href}>{content}</Link>)
    else if (/^(https?:|mailto:|tel:)/.test(href))
      parts.push(
        <a href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>,
      )
    else parts.push(whole)
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
