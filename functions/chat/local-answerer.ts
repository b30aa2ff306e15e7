// Answers visitors with no language model: recognises greetings, thanks and requests for a person, otherwise
// composes an answer from the best-matching passages of the site's own content, with links to read more.
import type { Passage } from './knowledge.ts'
import type { Retriever } from './retrieval.ts'

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|greetings|howdy)\b[\s!.,]*$/i
const THANKS = /^\s*(thanks|thank you|thx|cheers|great,? thanks|perfect|awesome)\b/i
const HUMAN =
  /\b(human|person|someone|sales ?(rep|team)?|call me|talk to|speak (to|with)|contact|phone|e-?mail|reach you|get in touch|book|schedule|meeting|consultation)\b/i
const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from how i if in is it me my of on or our so that the this to us we what when where which who why will with you your'.split(
    ' ',
  ),
)

function meaningfulWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[a-z0-9%$+./-]+/g)
      ?.filter((word) => !STOP_WORDS.has(word) && word.length > 1) ?? []
  )
}

function firstSentences(text: string, max = 420): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '))
  return end > 120 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`
}

function contactLine(retriever: Retriever): string {
  const s = retriever.settings
  if (!s) return 'You can reach our team through the [contact page](/contact).'
  return `You can call us on ${s.phone} (${s.phoneHours}), e-mail ${s.email}, or [book a free 30-minute consultation](${s.bookingUrl}). ${s.replyPromise ?? ''}`.trim()
}

export function answerLocally(question: string, retriever: Retriever): string {
  const company = retriever.settings?.companyName ?? 'our team'
  if (GREETING.test(question)) {
    return `Hello! I can answer questions about ${company}'s SAP and Microsoft Dynamics 365 implementations, IT staffing, software testing and the savings of working with our team in India. What would you like to know?`
  }
  if (THANKS.test(question) && question.length < 60) {
    return `You're welcome! If you'd like to discuss your project, ${contactLine(retriever)}`
  }
  const wantsPerson = HUMAN.test(question)
  const results = meaningfulWords(question).length ? retriever.search(question, 4) : []
  const best = results.filter(
    (result) => result.score >= (results[0]?.score ?? 0) * 0.45 && result.passage.kind !== 'contact',
  )

  if (
    wantsPerson &&
    (best.length === 0 || /\b(human|person|someone|talk|speak|call|contact)\b/i.test(question))
  ) {
    return `Happy to connect you with a consultant. ${contactLine(retriever)} Or send us a message on the [contact page](/contact).`
  }
  if (best.length === 0 || (results[0]?.score ?? 0) < 4) {
    return `I can help with questions about ${company}'s services: SAP implementation, Microsoft Dynamics 365 (including Finance & Operations), SAP BTP, IT staffing and software testing, and what outsourcing to India can save you. Could you rephrase your question around one of those? ${contactLine(retriever)}`
  }

  const primary = best[0]!.passage
  const related = best
    .slice(1, 3)
    .map((result) => result.passage)
    .filter((passage) => passage.url !== primary.url)
  const parts = [describe(primary)]
  if (related.length)
    parts.push(`Related: ${related.map((passage) => `[${passage.title}](${passage.url})`).join(', ')}.`)
  parts.push(
    wantsPerson
      ? contactLine(retriever)
      : `Want specifics for your project? [Contact us](/contact) or [book a free consultation](${retriever.settings?.bookingUrl ?? '/contact'}).`,
  )
  return parts.join('\n\n')
}

function describe(passage: Passage): string {
  switch (passage.kind) {
    case 'faq':
      return `${passage.text}`
    case 'cost':
      return `${firstSentences(passage.text)} See the full [cost analysis](/cost-analysis).`
    case 'caseStudy':
      return `${passage.title}: ${firstSentences(passage.text)} [Read the case study](${passage.url}).`
    case 'service':
      return `${passage.title}: ${firstSentences(passage.text)} [Learn more](${passage.url}).`
    default:
      return `${firstSentences(passage.text)} [Read more](${passage.url}).`
  }
}
