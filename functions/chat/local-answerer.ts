// Answers visitors with no language model. Recognises greetings, thanks, requests for a person and for the
// company's contact details, other languages, competitors and the wish to start a project; otherwise answers from
// the best-matching passage of the site's own content: short, the figure first when a number was asked for, with one
// link to read more (never the home page). Every fact, figure, link and fixed reply comes from the CMS; this file
// only holds the connecting words.
import { homePathOf, type LanguageId } from '#shared/languages.ts'
import type { Passage } from './knowledge.ts'
import type { Retriever, SearchHit } from './retrieval.ts'
import { inLanguageOf, termsOf } from './terms.ts'
import { expansionsOf, LIST_QUESTION, namesRole, withRolesWrittenOut } from './phrasing.ts'
import { askedFigureKinds, figureKinds, type FigureKind } from './figures.ts'
import { isAboutCompetitor, isMisuse, isOtherLanguage, isOtherTask, wantsToBuy } from './question.ts'

// The connecting words of an answer, per language; every fact, link and fixed reply comes from the CMS.
const WORDS = {
  en: {
    moreOn: (link: string) => `More on ${link}.`,
    phone: 'Phone',
    email: 'E-mail',
    office: 'Office',
    bookCall: 'Book a call',
    contactPage: 'contact page',
    contact: 'Contact',
    reachTeam: (link: string) => `You can reach our team through the ${link}.`,
    readCaseStudy: 'Read the case study',
    ourArticle: 'Our article',
    fromArticle: 'From our article',
    hello: (company: string) => `Hello! I'm ${company}'s assistant.`,
    ourServices: (links: string) => `Our services: ${links}. What would you like to know?`,
    welcome: (company: string) =>
      `You're welcome! If you'd like to discuss your project, ${company}'s team is happy to help:`,
    connect: 'Happy to connect you with one of our consultants:',
    orMessage: (link: string) => `Or send us a message on the ${link}.`,
    howToBook: (company: string) => `Here is how to book a call with ${company}:`,
    howToReach: (company: string) => `Here is how to reach ${company}:`,
    alsoWrite: (link: string) => `You can also write to us on the ${link}.`,
    ourCompany: 'our company',
  },
  de: {
    moreOn: (link: string) => `Mehr dazu: ${link}.`,
    phone: 'Telefon',
    email: 'E-Mail',
    office: 'Büro',
    bookCall: 'Gesprächstermin buchen',
    contactPage: 'Kontaktseite',
    contact: 'Kontakt',
    reachTeam: (link: string) => `Sie erreichen unser Team über die ${link}.`,
    readCaseStudy: 'Zur Referenz',
    ourArticle: 'Unser Artikel',
    fromArticle: 'Aus unserem Artikel',
    hello: (company: string) => `Guten Tag! Ich bin der Assistent von ${company}.`,
    ourServices: (links: string) => `Unsere Leistungen: ${links}. Was möchten Sie wissen?`,
    welcome: (company: string) =>
      `Gern geschehen! Wenn Sie über Ihr Projekt sprechen möchten, hilft Ihnen das Team von ${company} gern weiter:`,
    connect: 'Gern verbinde ich Sie mit einem unserer Berater:',
    orMessage: (link: string) => `Oder schreiben Sie uns über die ${link}.`,
    howToBook: (company: string) => `So buchen Sie einen Gesprächstermin bei ${company}:`,
    howToReach: (company: string) => `So erreichen Sie ${company}:`,
    alsoWrite: (link: string) => `Sie können uns auch über die ${link} schreiben.`,
    ourCompany: 'unser Unternehmen',
  },
} satisfies Record<LanguageId, unknown>

const wordsOf = (retriever: Retriever) => WORDS[retriever.language]

// The German ways of asking the same (on a German page; the English ones are understood there too).
const GERMAN = {
  GREETING:
    /^(hallo|guten (morgen|tag|abend)|servus|moin|grüß gott|grüezi|hi)( (zusammen|allerseits|team))?[\s!.,?]*$/i,
  THANKS: /^(ok(ay)?[,!. ]+)?(danke|vielen dank|besten dank|herzlichen dank|dankeschön|super,? danke)\b/i,
  PERSON:
    /\b(mit (einem|einer) (menschen|berater(in)?|mitarbeiter(in)?|person) (sprechen|reden)|rückruf|rufen sie mich an|ansprechpartner(in)? sprechen|persönlich sprechen)\b/i,
  PHONE: /\b(telefon\w*|anrufen|rufnummer|nummer)\b/i,
  EMAIL: /\be-?mail\b/i,
  ADDRESS: /\b(adresse|anschrift|büro|standort|sitz|wo sind sie|wo befinden sie sich)\b/i,
  HOURS: /\b(öffnungszeiten|geschäftszeiten|sprechzeiten|erreichbar)\b/i,
  BOOKING: /\b(termin\w*|buchen|beratungsgespräch|erstgespräch|demo|calendly)\b/i,
  CONTACT: /\b(kontakt\w*|erreichen)\b/i,
}
/** Whether `text` asks this way in English, or on a German page also in German. */
const asks = (english: RegExp, german: RegExp, text: string, language: LanguageId) =>
  english.test(text) || (language === 'de' && german.test(text))

// Only greeting words (and filler such as "there" or "team"): "Hi, what does SAP cost?" is a question, not a greeting.
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo)( (there|all|team|everyone|folks|again))?( (how are you( doing)?|how's it going))?[\s!.,?]*$/i
const THANKS =
  /^(ok(ay)?[,!. ]+)?(thanks|thank you|thx|ty|cheers|many thanks|much appreciated|great,? thanks|perfect,? thanks|that('s| was| is) (very )?helpful)\b/i
const PERSON =
  /\b(human|real person|a person|someone|somebody|agent|representative|sales ?(rep|team|person)|consultant to (call|contact)|(have|get) (a|an|one of your) (consultant|expert|specialist|person) (to )?(call|contact|reach)|call me|call back|talk to|speak (to|with)|get in touch|reach (you|someone|a))\b/i
const PHONE = /\b(phone|telephone|call|number|ring)\b/i
const EMAIL = /\be-?mail\b/i
const ADDRESS =
  /\b(address|office|offices|located|location|based|visit you|headquarters|hq)\b|\bwhere are you\b/i
const HOURS = /\b(your|office|opening|business|phone|support) hours\b|\b(open|opening)\b/i
const BOOKING =
  /\b(book|booking|schedule|appointment|meeting|consultation|demo|calendly|free call|30.?minute)\b/i
const CONTACT = /\b(contact|reach)\b/i
// "What services do you offer?", "what do you offer?": all of them, not one page's.
const ALL_SERVICES =
  /^((what|which) (services|solutions|offerings)( do you| can you| does your company)?( offer| provide| have| do)?|what (do|can) you (offer|do for us)|(list|show)( me)? (all )?(of )?(your )?services|(your|all) services)[\s?.!]*$/i

// A question that names articles: an article's body answers it even when it asks about us.
const ABOUT_ARTICLES = /\b(articles?|blog|read|guides?|insights?|posts?)\b/i

/** Whether a question is about the company itself: "your …", the company's name, "do you offer …". */
function asksAboutUs(question: string, company: string): boolean {
  return new RegExp(
    `\\b(your|yours|${company.split(/\s+/)[0]})\\b|\\bare you\\b|\\bdo you (implement|offer|provide|have|support|work|sell|do)\\b`,
    'i',
  ).test(question)
}

/** Whether the visitor asks who we are or what we do (named as the CMS names the company, or "you"). */
function aboutUs(question: string, company: string): boolean {
  const name = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const first = name.split(/\s+/)[0] ?? name
  const us = `(you|yourselves|your (company|firm|business|team)|the company|${name}|${first})`
  return (
    ALL_SERVICES.test(question) ||
    new RegExp(
      `^(who (are|is) ${us}|what (do|does) ${us} do|what (is|are) ${us}|tell me (more )?about ${us}|about ${us})[\\s?.!]*$`,
      'i',
    ).test(question)
  )
}

// Below this share of its words matched, the site does not answer a question; below the lower one, the question is
// not about anything the site covers at all (the weather, gibberish).
const RELEVANT_COVERAGE = 0.4
// How much more of the question a detail passage must cover than the pages' best answer to answer instead.
const DETAIL_MARGIN = 0.25
// How much more of the question a detail must cover to answer instead of a page that answers too.
const CLEARLY_MORE = 0.2
// Below this, a page that answers shares only part of the question with it.
const WEAK_COVERAGE = 0.5
const FIGURE_COVERAGE = 0.3
const ON_TOPIC_COVERAGE = 0.3

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"$*])/).filter(Boolean)

/** How well a sentence holds a figure of the kinds asked for: 2 for the first kind, 1 for another, 0 for none. */
function figureRank(sentence: string, wanted: FigureKind[] | null): number {
  if (!wanted) return 0
  const kinds = figureKinds(sentence)
  return kinds.has(wanted[0]!) ? 2 : wanted.some((kind) => kinds.has(kind)) ? 1 : 0
}

/**
 * About `max` characters of `text`: the sentences that share most words with the question, in their original order,
 * led by the first sentence, or, for a question about a number, by the sentence with a figure of the kind asked for
 * ("Salesforce?" picks the Salesforce sentence out of a long integrations section; "how fast?" the one with "2 weeks").
 */
function excerpt(
  text: string,
  question: string,
  max: number,
  wanted: FigureKind[] | null,
  weightOf: (term: string) => number,
  always: (sentence: string) => boolean = () => false,
): string {
  const sentences = sentencesOf(text)
  // The question's words and the site's words for them ("developers": also "engineers").
  const asked = new Set(termsOf(`${question} ${expansionsOf(question)}`))
  // The words a sentence shares with the question, each as rare as it is on the site: "Snowflake" says more than
  // "engineers".
  const overlap = (sentence: string) =>
    termsOf(sentence)
      .filter((term) => asked.has(term))
      .reduce((sum, term) => sum + weightOf(term), 0)
  const figured = sentences
    .map((sentence, index) => ({ index, rank: figureRank(sentence, wanted), score: overlap(sentence) }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank || b.score - a.score || a.index - b.index)[0]
  if (text.length <= max && (!figured || figured.index === 0)) return text
  const lead = figured?.index ?? 0
  // Short enough: all of it, the figure's sentence first.
  if (text.length <= max)
    return [sentences[lead]!, ...sentences.filter((_, index) => index !== lead)].join(' ')
  const ranked = sentences
    .map((sentence, index) => ({
      index,
      score: index === lead || always(sentence) ? Infinity : overlap(sentence),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
  const chosen: number[] = []
  let length = 0
  for (const { index } of ranked) {
    const sentence = sentences[index]!
    if (length + sentence.length > max && chosen.length > 0) continue
    chosen.push(index)
    length += sentence.length + 1
  }
  // The lead first, the rest in their original order.
  const rest = chosen.filter((index) => index !== lead).sort((a, b) => a - b)
  return [lead, ...rest]
    .map((index) => sentences[index]!)
    .join(' ')
    .slice(0, max + 200)
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** "Enterprise clients" → "enterprise clients"; "IT professionals" stays. */
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text

/** The services as markdown links, in the CMS's own order. */
function serviceLinks(retriever: Retriever): string {
  return listOf(
    retriever.passages
      .filter((passage) => passage.kind === 'service')
      .map((passage) => `[${passage.title}](${passage.url})`),
  )
}

/** A link to the page listing every service, named as the CMS names that page. */
function servicesPageLink(retriever: Retriever): string {
  const path = `${homePathOf(retriever.language).replace(/\/$/, '')}${retriever.language === 'de' ? '/leistungen' : '/services'}`
  const page = retriever.passages.find((passage) => passage.url === path)
  return page ? `[${page.source}](${path})` : serviceLinks(retriever)
}

function bookingLink(retriever: Retriever): string {
  const s = retriever.settings
  return s?.bookingUrl ? `[${s.bookingLabel ?? s.bookingUrl}](${s.bookingUrl})` : contactPageLink(retriever)
}

/** The language's contact page (the contact passage's). */
const contactPath = (retriever: Retriever) =>
  retriever.passages.find((passage) => passage.kind === 'contact')?.url ?? '/contact'

/** "[contact page](/contact)", in the answer's language. */
const contactPageLink = (retriever: Retriever) =>
  `[${wordsOf(retriever).contactPage}](${contactPath(retriever)})`

function contactLink(retriever: Retriever): string {
  const contact = retriever.passages.find((passage) => passage.kind === 'contact')
  return `[${contact?.title ?? wordsOf(retriever).contact}](${contactPath(retriever)})`
}

/** The invitation to book a consultation, for a visitor who wants to start. */
function bookingInvitation(retriever: Retriever): string {
  const prompt = retriever.settings?.bookingPrompt?.trim()
  return [prompt, bookingLink(retriever)].filter(Boolean).join(' ')
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
  const words = wordsOf(retriever)
  if (!s) return words.reachTeam(contactPageLink(retriever))
  const all = !ask || !Object.values(ask).some(Boolean)
  const lines: string[] = []
  if ((all || ask.phone || ask.hours) && s.phone)
    lines.push(`${words.phone}: ${s.phone}${s.phoneHours ? ` (${s.phoneHours})` : ''}`)
  if ((all || ask.email) && s.email) lines.push(`${words.email}: ${s.email}`)
  if ((all || ask.address) && s.officeAddress)
    lines.push(`${words.office}: ${s.officeAddress.replace(/\n/g, ', ')}`)
  if (all || ask.booking) lines.push(`${words.bookCall}: ${bookingLink(retriever)}`)
  return [...lines.map((line) => `- ${line}`), s.replyPromise ?? ''].filter(Boolean).join('\n')
}

/**
 * "More on [page](path)." for the passage's page, named as the CMS names it (a service, a case study, an article by
 * its own title; anything else by the page or section it is on); nothing for the home page, no place to read more.
 */
function moreOn(passage: Passage, retriever: Retriever): string {
  if (passage.url === homePathOf(retriever.language) || !passage.url) return ''
  const ownPage = passage.kind === 'service' || passage.kind === 'caseStudy' || passage.kind === 'article'
  const label = ownPage ? passage.title : passage.source
  return label ? wordsOf(retriever).moreOn(`[${label}](${passage.url})`) : ''
}

const joinParts = (...parts: string[]) => parts.filter(Boolean).join(' ')

/**
 * Where to read more about a figure the home page shows: another page that says the same figure about the same
 * thing ("refined over 150+ implementations" on the SAP page for "150+ Successful implementations").
 */
function figurePage(hit: Passage, retriever: Retriever): Passage {
  if (hit.url !== '/' || !hit.figure) return hit
  const { value, label } = hit.figure
  const about = termsOf(label)
  // The figure followed by a word of its label: "150+ implementations", not "50+ certified consultants".
  const after = new RegExp(`${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\S+(?:\\s+\\S+)?)`, 'g')
  return (
    retriever.passages.find(
      (passage) =>
        passage.url !== '/' &&
        passage.kind !== 'stat' &&
        [...passage.text.matchAll(after)].some((match) =>
          termsOf(match[1]!).some((term) => about.includes(term)),
        ),
    ) ?? hit
  )
}

function describe(hit: Passage, question: string, retriever: Retriever): string {
  const weightOf = retriever.weightOf
  const wanted = askedFigureKinds(question)
  switch (hit.kind) {
    case 'faq':
      return joinParts(excerpt(hit.text, question, 420, wanted, weightOf), moreOn(hit, retriever))
    case 'stat': {
      const figure = hit.figure ?? { value: hit.text.slice(hit.title.length + 2, -1), label: hit.title }
      const about = termsOf(`${figure.label} ${question}`)
      // The section's first sentence, when it is about the figure ("Since 2014 we have helped enterprises...").
      const context =
        figure.context &&
        !figure.context.toLowerCase().includes(figure.value.toLowerCase()) &&
        termsOf(figure.context).some((term) => about.includes(term))
          ? figure.context
          : ''
      return joinParts(
        `**${figure.value}** ${lowerFirst(figure.label)}.`,
        context,
        moreOn(figurePage(hit, retriever), retriever),
      )
    }
    case 'cost':
      return joinParts(
        `**${hit.title.replace(/ cost comparison$/, '')}**: ${lowerFirst(hit.text)}`,
        moreOn(hit, retriever),
      )
    case 'caseStudy': {
      // Always with its results.
      const text = excerpt(hit.text, question, 360, wanted, weightOf, (sentence) =>
        sentence.startsWith('Results:'),
      )
      return `**${hit.title}**: ${text} [${wordsOf(retriever).readCaseStudy}](${hit.url}).`
    }
    case 'testimonial':
      // A quote in its own order.
      return joinParts(
        `${hit.title}: ${excerpt(hit.text, question, 320, null, weightOf)}`,
        moreOn(hit, retriever),
      )
    case 'article':
      return `${wordsOf(retriever).ourArticle} [${hit.title}](${hit.url}): ${hit.text}`
    case 'articleSection': {
      // The section's heading says what its sentences are about ("1. Give every data object a business owner").
      const heading = hit.title && hit.title !== hit.source ? `, "${hit.title}"` : ''
      return `${wordsOf(retriever).fromArticle} [${hit.source}](${hit.url})${heading}: ${excerpt(hit.text, question, 380, wanted, weightOf)}`
    }
    case 'service':
      return joinParts(
        `**${hit.title}**: ${excerpt(hit.text, question, 320, wanted, weightOf)}`,
        moreOn(hit, retriever),
      )
    default: {
      const heading = hit.title
      // A list question ("which modules...?") or one about the whole section ("do you offer testing services?")
      // gets the list; anything else the text, which names the entries too.
      if (
        hit.list?.length &&
        (hit.list.some((item) => item.url !== hit.url) ||
          wantsList(question, hit) ||
          aboutWhole(question, hit, weightOf))
      ) {
        const items = hit.list.map((item) =>
          item.url === hit.url ? item.title : `[${item.title}](${item.url})`,
        )
        return joinParts(`**${heading}**: ${listOf(items)}.`, moreOn(hit, retriever))
      }
      return joinParts(
        `**${heading}**: ${excerpt(hit.text, question, 380, wanted, weightOf)}`,
        moreOn(hit, retriever),
      )
    }
  }
}

/** Whether the question's words are all in the section's heading and page title: it asks about all of it. */
function aboutWhole(question: string, hit: Passage, weightOf: (term: string) => number): boolean {
  const whole = new Set(termsOf(`${hit.title} ${hit.source}`))
  const asked = termsOf(question).filter((term) => weightOf(term) > 0)
  return hit.text.length > 380 && asked.length > 0 && asked.every((term) => whole.has(term))
}

const wantsList = (question: string, hit: Passage) =>
  LIST_QUESTION.test(question) && termsOf(hit.title).some((term) => termsOf(question).includes(term))

/**
 * What became of a question: answered from the content, not answered because the content does not hold it (kept for
 * marketing, docs/chat.md), off the site's topics altogether, or a request to talk to a person (the dialog then
 * offers to take the visitor's details). Greetings, thanks, contact details and the like are `answered`.
 */
export type AnswerOutcome = 'answered' | 'unanswered' | 'offTopic' | 'handoff'

export interface LocalAnswer {
  text: string
  outcome: AnswerOutcome
}

// A quote, a proposal or a call asked for: sales takes it from there.
const SALES_REQUEST =
  /\b(quotes?|quotation|proposal|estimate)\b.*\b(for|on|me|us)\b|\b(get|want|need|like|send|request|have) (me |us )?(a |an |your )?(quote|quotation|proposal|offer|estimate)\b|\bcall-?back\b|\b(schedule|book|arrange|set up) (a |an )?(call|meeting|consultation)\b|\b(contact|call|email|e-mail) (me|us)\b|\bget back to (me|us)\b/i

/**
 * Whether the visitor asks for a person, a call or a quote: the dialog offers to take their details (the hand-off,
 * docs/leads.md), whoever writes the answer.
 */
export const asksForPerson = (question: string): boolean =>
  PERSON.test(question.trim()) || SALES_REQUEST.test(question.trim())

/**
 * The local answer to `question`. `earlier` are the visitor's previous messages (oldest first), which help with
 * follow-up questions.
 */
export function answerLocally(
  question: string,
  retriever: Retriever,
  earlier: string[] = [],
  subject: string | null = null,
): LocalAnswer {
  const text = inLanguageOf(retriever.language, () => reply(question, retriever, earlier, subject))
  const settings = retriever.settings
  const outcome: AnswerOutcome = asksForPerson(question)
    ? 'handoff'
    : settings?.notCovered && text.startsWith(settings.notCovered)
      ? 'unanswered'
      : settings?.outOfScope && text.startsWith(settings.outOfScope)
        ? 'offTopic'
        : 'answered'
  return { text, outcome }
}

function reply(question: string, retriever: Retriever, earlier: string[], subject: string | null): string {
  const settings = retriever.settings
  const words = wordsOf(retriever)
  const { language } = retriever
  const company = settings?.companyName ?? words.ourCompany
  const text = question.trim()

  if (asks(GREETING, GERMAN.GREETING, text, language)) {
    // The dialog's own greeting from the CMS, with the services to ask about.
    const greeting = settings?.greeting ?? words.hello(company)
    return `${greeting}\n\n${words.ourServices(serviceLinks(retriever))}`
  }
  // Declined in one sentence: a task that is not about us, or an attempt to make the assistant leave its role.
  if (isMisuse(text) || isOtherTask(text))
    return joinParts(settings?.outOfScope ?? '', servicesPageLink(retriever))
  if (isOtherLanguage(text, language)) {
    return joinParts(settings?.otherLanguage ?? '', contactLink(retriever))
  }
  if (asks(THANKS, GERMAN.THANKS, text, language) && text.length < 80) {
    return `${words.welcome(company)}\n${contactDetails(retriever)}`
  }
  if (asks(PERSON, GERMAN.PERSON, text, language)) {
    return `${words.connect}\n${contactDetails(retriever)}\n${words.orMessage(contactPageLink(retriever))}`
  }
  if (aboutUs(text, company)) {
    // "Who are you?", "what do you do?": the company in its own words, and what it offers.
    return [settings?.description ?? '', `${serviceLinks(retriever)}.`].filter(Boolean).join('\n\n')
  }
  if (isAboutCompetitor(text)) {
    return joinParts(settings?.competitors ?? '', servicesPageLink(retriever))
  }
  const ask: ContactAsk = {
    phone: asks(PHONE, GERMAN.PHONE, text, language),
    email: asks(EMAIL, GERMAN.EMAIL, text, language),
    address: asks(
      ADDRESS,
      GERMAN.ADDRESS,
      text.replace(/\be-?mail[- ]?ad(dress|resse)(es|n)?\b/gi, ''),
      language,
    ),
    hours: asks(HOURS, GERMAN.HOURS, text, language),
    booking: asks(BOOKING, GERMAN.BOOKING, text, language),
  }
  const context = earlier.slice(-2).join(' ')
  const followed = followUp(text, retriever, context, subject)
  // A follow-up with no topic of its own ("how long does it take?") that the subject's page does not answer is asked
  // about the subject, named as its page names it: "how long does it take? (SAP Implementation)".
  const topicless = !followed && subject && termsOf(text).length === 0 ? subjectName(subject, retriever) : ''
  const hits = followed ?? retriever.search(topicless ? `${text} ${topicless}` : text, 8, context)
  // The site's pages answer first; an article's or a case study's detail when it says clearly more of the question
  // ("what did Business Central grow out of?") or the pages do not answer it at all.
  const core = pickBest(hits, text, retriever)
  const detail = followed ? undefined : retriever.searchDetails(text, 4, context)[0]
  const wantedFigure = askedFigureKinds(text)?.[0]
  const answers = (hit: SearchHit) =>
    hit.coverage >=
    (wantedFigure && retriever.figuresOf(hit.passage).has(wantedFigure) ? FIGURE_COVERAGE : RELEVANT_COVERAGE)
  const best =
    detail &&
    detailAnswers(
      core && { hit: core, answers: answers(core) },
      detail,
      retriever.detailTerms(text),
      text,
      asksAboutUs(text, company) && !ABOUT_ARTICLES.test(text),
    )
      ? detail
      : core
  const buying = wantsToBuy(text)
  // Contact questions ("what is your phone number?", "book a consultation") are about the company, not a topic.
  const aboutContact = Object.values(ask).some(Boolean) || asks(CONTACT, GERMAN.CONTACT, text, language)
  if (
    aboutContact &&
    (ask.hours || !core || core.coverage < 0.6 || core.passage.url === contactPath(retriever))
  ) {
    const intro = ask.booking ? words.howToBook(company) : words.howToReach(company)
    return `${intro}\n${contactDetails(retriever, ask.booking && !ask.phone && !ask.email && !ask.address ? { booking: true, phone: true, email: true } : ask)}\n${words.alsoWrite(contactPageLink(retriever))}`
  }
  // A person answers only when they are who was asked for: every word of the question (the role written out, the
  // company's name aside) is in their name, role, bio or articles. "Who is your CEO?" is not answered with the CTO.
  // A question about a role ("what does your CTO prefer?") is answered by that person or not at all.
  if (
    best &&
    (best.passage.kind === 'person' || namesRole(text)) &&
    !(best.passage.kind === 'person' && isThePerson(text, best.passage, company))
  )
    return joinParts(settings?.notCovered ?? '', contactLink(retriever))
  // A question about something the site never mentions ("who is your CEO?") is not answered by a passage that shares
  // its other words.
  if (!buying && best && !subject && retriever.unknownTerms(text).length > 0 && best.coverage < 0.75) {
    // About us ("who founded Northbridge?"): the site does not say; about anything else (a pizza place): not our topic.
    if (asksAboutUs(text, company)) return joinParts(settings?.notCovered ?? '', contactLink(retriever))
    return joinParts(settings?.outOfScope ?? '', servicesPageLink(retriever))
  }
  if (!best || best.coverage < ON_TOPIC_COVERAGE || best.passage.kind === 'contact') {
    if (buying) return bookingInvitation(retriever)
    // About us ("are you listed on the stock exchange?"), though the site has no word for it: the site does not say.
    if (best?.passage.kind !== 'contact' && asksAboutUs(text, company))
      return joinParts(settings?.notCovered ?? '', contactLink(retriever))
    return joinParts(settings?.outOfScope ?? '', servicesPageLink(retriever))
  }
  // A question about a number is answered by a passage with a figure of that kind even when it matches less of the
  // question's words ("how long until a project pays for itself?": "Average ROI payback: 18 months").
  const wanted = askedFigureKinds(text)
  const figureAnswer = Boolean(wanted && retriever.figuresOf(best.passage).has(wanted[0]!))
  if (best.coverage < (figureAnswer ? FIGURE_COVERAGE : RELEVANT_COVERAGE)) {
    // A visitor who wants to start is best answered by the consultation itself.
    if (buying) return bookingInvitation(retriever)
    return joinParts(settings?.notCovered ?? '', contactLink(retriever))
  }

  // "How much does it cost?" matches every cost comparison equally: answer with all of them.
  const ties = hits.filter(
    (hit) =>
      hit.passage.kind === 'cost' &&
      best.passage.kind === 'cost' &&
      hit.score >= best.score * 0.95 &&
      hit.coverage >= best.coverage,
  )
  const parts =
    ties.length >= 3
      ? [
          ties
            .map(
              ({ passage }) =>
                `- **${passage.title.replace(/ cost comparison$/, '')}**: ${lowerFirst(sentencesOf(passage.text)[0] ?? passage.text)}`,
            )
            .join('\n'),
          moreOn(best.passage, retriever),
        ]
      : [describe(best.passage, text, retriever)]
  if (buying) parts.push(bookingInvitation(retriever))
  return parts.filter(Boolean).join('\n\n')
}

function isThePerson(question: string, person: Passage, company: string): boolean {
  const said = new Set(termsOf(`${person.title} ${person.keywords} ${person.text}`))
  const companyTerms = new Set(termsOf(company))
  return termsOf(withRolesWrittenOut(question)).every((term) => said.has(term) || companyTerms.has(term))
}

/** Whether the question names the article a passage is from: two of its words in the article's title. */
const namesArticle = (question: string, passage: Passage) =>
  termsOf(passage.source).filter((term) => termsOf(question).includes(term)).length >= 2

/**
 * Whether a detail passage (an article's section, a case study's facts) answers instead of the pages' best: when it
 * holds a word of the question that only the details use ("Navision") and covers more of the question, or when the
 * pages do not answer and it does, clearly.
 */
function detailAnswers(
  core: { hit: SearchHit; answers: boolean } | undefined,
  detail: SearchHit,
  onlyInDetail: string[],
  question: string,
  aboutUs: boolean,
): boolean {
  if (!core) return true
  const { hit, answers } = core
  // The pages' answer is an article's teaser: the article's own passage says more.
  if (hit.passage.kind === 'article' && hit.passage.url === detail.passage.url)
    return detail.coverage >= hit.coverage
  // An article speaks of the trade in general: a question about us ("your attrition rate", "are you listed?") that
  // only an article's body matches is one the site does not answer.
  if (aboutUs && detail.passage.kind === 'articleSection' && !namesArticle(question, detail.passage))
    return false
  // The same page's more specific passage ("where is Apex based?": the study's facts, not its summary).
  if (hit.passage.url === detail.passage.url && detail.coverage >= hit.coverage + DETAIL_MARGIN) return true
  const namesDetail =
    onlyInDetail.length > 0 &&
    termsOf(`${detail.passage.title} ${detail.passage.text}`).some((term) => onlyInDetail.includes(term))
  if (namesDetail && detail.coverage >= Math.max(0.6, hit.coverage + 0.05)) return true
  // The pages answer only half the question, and the detail clearly more, and ranks higher too (the same weighting
  // in both indexes): the pages only share the question's common words.
  if (
    hit.coverage < WEAK_COVERAGE &&
    detail.coverage >= Math.max(0.6, hit.coverage + CLEARLY_MORE) &&
    detail.score > hit.score
  )
    return true
  return !answers && detail.coverage >= Math.max(RELEVANT_COVERAGE, hit.coverage + DETAIL_MARGIN)
}

/** The name of the page at `url`: its service's, case study's or article's title, or the page's. */
function subjectName(url: string, retriever: Retriever): string {
  const onPage = retriever.passages.filter((passage) => passage.url.split('#')[0] === url)
  const own = onPage.find((passage) => ['service', 'caseStudy', 'article'].includes(passage.kind))
  return own?.title ?? onPage[0]?.source ?? ''
}

// Words that point back at what was just discussed: "the client", "it", "they", "that project".
const POINTS_BACK =
  /\b(it|its|they|them|their|theirs|this|that|these|those|the (client|customer|company|project|team|article|study|case|example|service|results?))\b/i

/**
 * The passages that answer a follow-up, from the page the conversation is about (`subject`, the page the last answer
 * linked to): when the question points back at it ("where was the client based?") or names nothing else the site
 * covers better. Null when the question is about something else.
 */
function followUp(
  question: string,
  retriever: Retriever,
  context: string,
  subject: string | null,
): SearchHit[] | null {
  if (!subject) return null
  const inside = (passage: Passage) => passage.url.split('#')[0] === subject
  const byCoverage = (a: SearchHit, b: SearchHit) => b.coverage - a.coverage
  const onSubject = [
    ...retriever.search(question, 8, context, inside),
    ...retriever.searchDetails(question, 8, context, inside),
  ].sort(byCoverage)
  // Nothing on that page says it: the question is answered as if asked alone.
  if (!onSubject[0] || onSubject[0].coverage < ON_TOPIC_COVERAGE) return null
  const best = [
    ...retriever.search(question, 4, context),
    ...retriever.searchDetails(question, 4, context),
  ].sort(byCoverage)[0]
  if (!best || best.passage.url.split('#')[0] === subject) return onSubject
  // A question whose every word names another page ("What is SAP BTP?": the SAP BTP service's name and keywords)
  // asks about that page, whatever the conversation was about (a bio on the About page mentions SAP BTP too).
  const asked = termsOf(question)
  const named = new Set(termsOf(`${best.passage.source} ${best.passage.keywords}`))
  if (asked.length > 0 && asked.every((term) => named.has(term))) return null
  const pointsBack = POINTS_BACK.test(question) || asked.length <= 2
  return pointsBack || onSubject[0].coverage >= best.coverage - 0.1 ? onSubject : null
}

/**
 * The passage that answers: for a question about a number, the best one with a figure of that kind; never a blog
 * teaser when content answers about as well (unless articles were asked for); then, within the same page, the
 * section whose heading names what the question asks beyond the page's subject ("Which modules...?" gets "12 Core
 * Modules" rather than the service's overview; "build custom apps on BTP" gets "What Clients Build on BTP"), or, among equally good parts of a page, the one listing its entries
 * (the case studies rather than the page's introduction).
 */
function pickBest(hits: SearchHit[], question: string, retriever: Retriever): SearchHit | undefined {
  // A question about a number is answered by the best passage with a figure of the kind asked for, if one matches
  // enough of the question.
  const wanted = askedFigureKinds(question)
  // (Unless the best match already has a figure of an asked kind: "the price of SAP BTP" is its "60-70% lower cost",
  // not another service's price.)
  const figured =
    wanted && hits[0] && !wanted.some((kind) => retriever.figuresOf(hits[0]!.passage).has(kind))
      ? hits.find(
          (hit) =>
            hit.coverage >= Math.max(FIGURE_COVERAGE, hits[0]!.coverage / 2) &&
            retriever.figuresOf(hit.passage).has(wanted[0]!),
        )
      : undefined
  const aboutArticles = ABOUT_ARTICLES.test(question)
  // A blog teaser answers only a question about articles, or one it covers clearly better than anything else.
  const fromArticle = (hit: SearchHit | undefined) =>
    hit?.passage.kind === 'article' || hit?.passage.kind === 'articleSection'
  const content = hits.find((hit) => !fromArticle(hit))
  const teaser = fromArticle(hits[0]) ? hits[0] : undefined
  const top =
    figured ??
    (teaser &&
    content &&
    !aboutArticles &&
    content.coverage >= teaser.coverage - (teaser.passage.kind === 'article' ? 0.25 : 0.4)
      ? content
      : hits[0])
  if (!top) return undefined
  const named = (hit: SearchHit, asked: Set<string>) =>
    termsOf(hit.passage.title).filter((term) => asked.has(term)).length
  // Within the page: what the question asks beyond the page's own subject (its title and keywords).
  const subject = new Set(termsOf(`${top.passage.source} ${top.passage.keywords}`))
  const aspect = new Set(termsOf(question).filter((term) => !subject.has(term)))
  const siblings = hits.filter(
    (hit) =>
      hit.passage.url === top.passage.url &&
      hit !== top &&
      (!figured || retriever.figuresOf(hit.passage).has(wanted![0]!)),
  )
  // The question's words a passage says, in its heading or its text.
  const says = (hit: SearchHit) => {
    const said = new Set(termsOf(`${hit.passage.title} ${hit.passage.text}`))
    return termsOf(question).filter((term) => said.has(term))
  }
  const topSays = says(top)
  const precise = siblings
    .filter(
      (hit) =>
        hit.score >= top.score * 0.2 &&
        named(hit, aspect) > named(top, aspect) &&
        // A list question's section; or, for any question, a section whose heading is the question's own words
        // ("build ... on BTP": "What Clients Build on BTP"), when it says every word the best passage says: a heading
        // never beats a text that names more of the question ("Can you build Fiori apps?": the section naming Fiori).
        (LIST_QUESTION.test(question)
          ? hit.coverage >= top.coverage - 0.15
          : topSays.every((term) => says(hit).includes(term))),
    )
    .sort((a, b) => named(b, aspect) - named(a, aspect) || b.score - a.score)[0]
  if (precise) return precise
  const listing = siblings.find(
    (hit) => hit.score >= top.score * 0.95 && hit.passage.list?.some((item) => item.url !== hit.passage.url),
  )
  return listing ?? top
}
