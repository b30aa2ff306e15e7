// Answers visitors with no language model. Recognises greetings, thanks, requests for a person and for the
// company's contact details, otherwise composes an answer from the best-matching passages of the site's own content,
// with links to read more. Every fact, figure and link in an answer comes from the CMS; this file only holds the
// connecting words.
import type { Passage } from './knowledge.ts'
import { termsOf, type Retriever, type SearchHit } from './retrieval.ts'

// Only greeting words (and filler such as "there" or "team"): "Hi, what does SAP cost?" is a question, not a greeting.
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo)( (there|all|team|everyone|folks|again))?( (how are you( doing)?|how's it going))?[\s!.,?]*$/i
const THANKS =
  /^(ok(ay)?[,!. ]+)?(thanks|thank you|thx|ty|cheers|many thanks|much appreciated|great,? thanks|perfect,? thanks|that('s| was| is) (very )?helpful)\b/i
const PERSON =
  /\b(human|real person|a person|someone|somebody|agent|representative|sales ?(rep|team|person)|consultant to (call|contact)|call me|call back|talk to|speak (to|with)|get in touch|reach (you|someone|a))\b/i
const PHONE = /\b(phone|telephone|call|number|ring)\b/i
const EMAIL = /\be-?mail\b/i
const ADDRESS =
  /\b(address|office|offices|located|location|based|visit you|headquarters|hq)\b|\bwhere are you\b/i
const HOURS = /\b(hours|opening|open|available|availability)\b/i
const BOOKING =
  /\b(book|booking|schedule|appointment|meeting|consultation|demo|calendly|free call|30.?minute)\b/i
const CONTACT = /\b(contact|reach)\b/i

/**
 * About `max` characters of `text`: its first sentence, then the sentences that share most words with the question,
 * in their original order ("Salesforce?" picks the Salesforce sentence out of a long integrations section).
 */
function excerpt(text: string, question: string, max = 420): string {
  if (text.length <= max) return text
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean)
  const asked = new Set(termsOf(question))
  const ranked = sentences
    .map((sentence, index) => ({
      index,
      score: index === 0 ? Infinity : termsOf(sentence).filter((term) => asked.has(term)).length,
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
  const chosen = new Set<number>()
  let length = 0
  for (const { index } of ranked) {
    const sentence = sentences[index]!
    if (length + sentence.length > max && chosen.size > 0) continue
    chosen.add(index)
    length += sentence.length + 1
  }
  const picked = [...chosen].sort((a, b) => a - b)
  return picked
    .map((index, position) =>
      position > 0 && index !== picked[position - 1]! + 1 ? `… ${sentences[index]}` : sentences[index],
    )
    .join(' ')
    .slice(0, max + 200)
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The services as markdown links, in the CMS's own order. */
function serviceLinks(retriever: Retriever): string {
  return listOf(
    retriever.passages
      .filter((passage) => passage.kind === 'service')
      .map((passage) => `[${passage.title}](${passage.url})`),
  )
}

function bookingLink(retriever: Retriever): string {
  const s = retriever.settings
  return s?.bookingUrl ? `[${s.bookingLabel ?? s.bookingUrl}](${s.bookingUrl})` : '[contact page](/contact)'
}

interface ContactAsk {
  phone: boolean
  email: boolean
  address: boolean
  hours: boolean
  booking: boolean
}

/** The contact details asked for, or all of them, from site settings. */
function contactDetails(retriever: Retriever, ask?: Partial<ContactAsk>): string {
  const s = retriever.settings
  if (!s) return 'You can reach our team through the [contact page](/contact).'
  const all = !ask || !Object.values(ask).some(Boolean)
  const lines: string[] = []
  if ((all || ask.phone || ask.hours) && s.phone)
    lines.push(`Phone: ${s.phone}${s.phoneHours ? ` (${s.phoneHours})` : ''}`)
  if ((all || ask.email) && s.email) lines.push(`E-mail: ${s.email}`)
  if ((all || ask.address) && s.officeAddress) lines.push(`Office: ${s.officeAddress.replace(/\n/g, ', ')}`)
  if (all || ask.booking) lines.push(`Book a call: ${bookingLink(retriever)}`)
  return [...lines.map((line) => `- ${line}`), s.replyPromise ?? ''].filter(Boolean).join('\n')
}

function closing(retriever: Retriever): string {
  return `Want specifics for your project? [Contact us](/contact) or ${bookingLink(retriever).replace(/^\[(.)/, (_, first: string) => `[${first.toLowerCase()}`)}.`
}

function describe(hit: Passage, question: string): string {
  switch (hit.kind) {
    case 'faq':
      return `**${hit.title}**\n${hit.text}`
    case 'stat':
      return `**${hit.title}**: ${hit.text.slice(hit.title.length + 2)} More on [${hit.source}](${hit.url}).`
    case 'cost':
      return `**${hit.title}**: ${hit.text} See the full [cost analysis](${hit.url}).`
    case 'caseStudy':
      return `**${hit.title}**: ${excerpt(hit.text, question)} [Read the case study](${hit.url}).`
    case 'testimonial':
      return `${hit.title}: ${excerpt(hit.text, question)} More in [client testimonials](${hit.url}).`
    case 'article':
      return `Our article [${hit.title}](${hit.url}): ${hit.text}`
    case 'service':
      return `**${hit.title}**: ${excerpt(hit.text, question)} [Learn more](${hit.url}).`
    default: {
      const heading = hit.title === hit.source ? hit.title : `${hit.source}: ${hit.title}`
      const where = `[${hit.source}](${hit.url})`
      // A list question ("which modules...?") gets the list; anything else the text, which names the entries too.
      if (hit.list?.length && (hit.list.some((item) => item.url !== hit.url) || wantsList(question, hit))) {
        const items = hit.list.map((item) =>
          item.url === hit.url ? item.title : `[${item.title}](${item.url})`,
        )
        return `**${heading}**: ${listOf(items)}. More on ${where}.`
      }
      return `**${heading}**: ${excerpt(hit.text, question, 600)} More on ${where}.`
    }
  }
}

const wantsList = (question: string, hit: Passage) =>
  /\b(which|what|list|all|kinds?|types?)\b/i.test(question) &&
  termsOf(hit.title).some((term) => termsOf(question).includes(term))

/**
 * The local answer to `question`. `earlier` are the visitor's previous messages (oldest first), which help with
 * follow-up questions.
 */
export function answerLocally(question: string, retriever: Retriever, earlier: string[] = []): string {
  const company = retriever.settings?.companyName ?? 'our company'
  const text = question.trim()

  if (GREETING.test(text)) {
    // The dialog's own greeting from the CMS, with the services to ask about.
    const greeting = retriever.settings?.greeting ?? `Hello! I'm ${company}'s assistant.`
    return `${greeting}\n\nOur services: ${serviceLinks(retriever)}. What would you like to know?`
  }
  if (THANKS.test(text) && text.length < 80) {
    return `You're welcome! If you'd like to discuss your project, ${company}'s team is happy to help:\n${contactDetails(retriever)}`
  }
  if (PERSON.test(text)) {
    return `Happy to connect you with one of our consultants:\n${contactDetails(retriever)}\nOr send us a message on the [contact page](/contact).`
  }
  const ask: ContactAsk = {
    phone: PHONE.test(text),
    email: EMAIL.test(text),
    address: ADDRESS.test(text.replace(/\be-?mail address(es)?\b/gi, '')),
    hours: HOURS.test(text),
    booking: BOOKING.test(text),
  }
  const hits = retriever.search(text, 8, earlier.slice(-2).join(' '))
  const best = pickBest(hits, text)
  // Contact questions ("what is your phone number?", "book a consultation") are about the company, not a topic.
  const aboutContact = Object.values(ask).some(Boolean) || CONTACT.test(text)
  if (aboutContact && (!best || best.coverage < 0.6 || best.passage.url === '/contact')) {
    const intro = ask.booking
      ? `Here is how to book a call with ${company}:`
      : `Here is how to reach ${company}:`
    return `${intro}\n${contactDetails(retriever, ask.booking && !ask.phone && !ask.email && !ask.address ? { booking: true, phone: true, email: true } : ask)}\nYou can also write to us on the [contact page](/contact).`
  }
  if (!best || !relevant(best)) {
    return `I'm not sure I can answer that from our site. I can help with questions about ${company} and our services: ${serviceLinks(retriever)}. Could you rephrase your question around one of those? You can also ask our team directly:\n${contactDetails(retriever)}`
  }

  // "How much does it cost?" matches every cost comparison equally: answer with all of them.
  const ties = hits.filter(
    (hit) =>
      hit.passage.kind === best.passage.kind &&
      hit.score >= best.score * 0.95 &&
      hit.coverage >= best.coverage,
  )
  const answered =
    ties.length >= 3 && best.passage.kind !== 'section' && best.passage.kind !== 'page' ? ties : [best]
  const related = relatedLinks(
    hits.filter((hit) => !answered.includes(hit)),
    best,
  )
  const parts = answered.map((hit) => describe(hit.passage, text))
  if (related.length) parts.push(`Related: ${related.join(', ')}.`)
  parts.push(closing(retriever))
  return parts.join('\n\n')
}

/** Whether the best hit really is about the question: it must match enough of the question's own words. */
function relevant(best: SearchHit): boolean {
  return best.coverage >= 0.4 && best.passage.kind !== 'contact'
}

/**
 * The top hit, unless another answers the question more precisely: a section of the same page (or an almost as good
 * hit) whose heading names what was asked ("Which modules...?" gets "12 Core Modules" rather than the service's
 * overview; "What does SAP cost?" the SAP cost comparison rather than the SAP page), or, among equally
 * good parts of a page, the one listing its entries (the case studies rather than the page's introduction).
 */
function pickBest(hits: SearchHit[], question: string): SearchHit | undefined {
  const [top] = hits
  if (!top) return undefined
  const named = (hit: SearchHit, asked: Set<string>) =>
    termsOf(hit.passage.title).filter((term) => asked.has(term)).length
  // Within the page: what the question asks beyond the page's own subject (its title and keywords).
  const subject = new Set(termsOf(`${top.passage.source} ${top.passage.keywords}`))
  const aspect = new Set(termsOf(question).filter((term) => !subject.has(term)))
  const siblings = hits.filter((hit) => hit.passage.url === top.passage.url && hit !== top)
  const precise = siblings
    .filter((hit) => hit.score >= top.score * 0.2 && named(hit, aspect) > named(top, aspect))
    .sort((a, b) => named(b, aspect) - named(a, aspect) || b.score - a.score)[0]
  if (precise) return precise
  // Across pages: an almost as good hit whose heading names more of the question.
  const asked = new Set(termsOf(question))
  const closer = hits
    .filter(
      (hit) =>
        hit.passage.url !== top.passage.url &&
        hit.score >= top.score * 0.85 &&
        named(hit, asked) > named(top, asked),
    )
    .sort((a, b) => named(b, asked) - named(a, asked) || b.score - a.score)[0]
  if (closer) return closer
  const listing = siblings.find(
    (hit) => hit.score >= top.score * 0.95 && hit.passage.list?.some((item) => item.url !== hit.passage.url),
  )
  return listing ?? top
}

function relatedLinks(hits: SearchHit[], best: SearchHit): string[] {
  const seen = new Set([best.passage.url, ...(best.passage.list ?? []).map((item) => item.url)])
  const links: string[] = []
  for (const hit of hits) {
    if (links.length === 2) break
    const { passage } = hit
    if (passage.kind === 'contact' || seen.has(passage.url) || hit.score < hits[0]!.score * 0.35) continue
    seen.add(passage.url)
    const title = passage.kind === 'section' || passage.kind === 'page' ? passage.source : passage.title
    links.push(`[${title}](${passage.url})`)
  }
  return links
}
