// The assistant without a language model: visitors' questions answered from the site's own content. The function
// runs exactly as under `npm start`, reading the real embedded content lake seeded from content/production.ndjson;
// every expected service, link and figure below is written in that seed, so the answers come from the CMS.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { REFRESH_MS } from '../../functions/chat/retrieval.ts'
import { ask, startSeedLake, type SeedLake } from './chat-harness.ts'

let lake: SeedLake
beforeAll(async () => {
  lake = await startSeedLake()
})
afterAll(() => lake.close())

const BOOKING_URL = 'https://calendly.com/northbridge-consulting/30min'
const PHONE = '+1 (555) 012-3456'
const EMAIL = 'hello@northbridge-consulting.com'

interface Case {
  question: string
  /** Texts the answer must contain: a service or page link, a figure, a name, as the seed words them. */
  mentions: string[]
  /** Texts it must not contain (the wrong service, a made-up answer). */
  not?: string[]
}

const services: Case[] = [
  {
    question: 'Do you do SAP implementations?',
    mentions: ['(/sap-implementation)', 'SAP S/4HANA', 'SAP SuccessFactors'],
  },
  {
    // A visitor with a project: the answer, then the booking link; not the blog teaser.
    question: 'We need to migrate from ECC to S/4HANA. Can you help?',
    mentions: ['(/sap-implementation)', `(${BOOKING_URL})`],
    not: ['(/blog/sap-s4hana-migration-roadmap)'],
  },
  {
    question: 'Which Dynamics 365 Finance & Operations modules do you implement?',
    mentions: [
      '12 Core Modules',
      'General Ledger',
      'Accounts Payable',
      'Budgeting',
      '(/dynamics-365-finance-operations)',
    ],
  },
  { question: 'Which D365 F&O modules do you offer?', mentions: ['General Ledger', 'Fixed Assets'] },
  {
    question: 'Do you implement Business Central?',
    mentions: ['Business Central', '(/microsoft-dynamics)'],
  },
  {
    question: 'Can you integrate Dynamics 365 with Power BI?',
    mentions: ['Real-time Power BI dashboards', '(/dynamics-365-finance-operations)'],
  },
  { question: 'What is SAP BTP?', mentions: ['(/sap-btp)', 'Integration Suite'] },
  {
    question: 'What SAP products do you implement?',
    mentions: ['SAP S/4HANA', 'SAP SuccessFactors', 'SAP Ariba', 'SAP Concur', '(/sap-implementation)'],
  },
  {
    question: 'Can you provide developers for staff augmentation?',
    mentions: ['(/staff-augmentation)', 'in as little as 2 weeks'],
  },
  {
    question: 'How quickly can you add developers to our team?',
    mentions: ['as little as 2 weeks', "30 days' notice"],
  },
  {
    question: 'Do you offer software testing services?',
    mentions: ['(/software-testing)', 'Test Automation', 'Performance Testing', 'Security Testing'],
  },
  { question: 'Do you do test automation with Playwright?', mentions: ['Selenium, Playwright and Cypress'] },
]

const costs: Case[] = [
  {
    question: 'How much does an SAP implementation cost?',
    mentions: ['$500,000-$2,000,000', '$150,000-$600,000', 'savings of 60-70%', '(/cost-analysis)'],
  },
  {
    question: 'What does a senior developer cost with you compared to a local hire?',
    mentions: ['$120,000-$180,000', '$35,000-$65,000', '65-70%'],
  },
  { question: 'How much would a QA team cost?', mentions: ['$80,000-$150,000', '$25,000-$45,000'] },
  { question: 'How much does Dynamics 365 cost?', mentions: ['$300,000-$1,200,000', '$90,000-$360,000'] },
  { question: 'How much can we save by outsourcing to India?', mentions: ['60-70%', '40%+'] },
  {
    question: 'Why should we outsource to India?',
    mentions: ['(/india-advantage)', '4.36M IT Professionals', 'Time Zone Advantage'],
  },
  {
    question: 'How long does an ERP implementation take?',
    mentions: ['typical ERP implementation', '6-18 months'],
  },
  { question: "What's the ROI payback period?", mentions: ['average ROI payback', '18 months'] },
  { question: 'What uptime SLA do you offer?', mentions: ['99.9% uptime SLA'] },
]

const company: Case[] = [
  {
    question: 'Do you have any case studies?',
    mentions: [
      '(/case-studies/manufacturing-erp-transformation)',
      '(/case-studies/healthcare-digital-transformation)',
      '(/case-studies/retail-omnichannel-integration)',
      'Financial Services Automation (Harbor Financial Partners)',
    ],
  },
  {
    question: 'Have you worked with healthcare companies?',
    mentions: [
      'MedCore Health Systems',
      '(/case-studies/healthcare-digital-transformation)',
      '$1.4M saved a year',
    ],
  },
  {
    question: 'Tell me about your retail case study',
    mentions: ['ShopStream Retail', '35% fewer stock-outs', '(/case-studies/retail-omnichannel-integration)'],
  },
  {
    question: 'What do your clients say about you?',
    mentions: ['Sarah Mitchell', 'Apex Manufacturing Group'],
  },
  {
    question: 'What industries do you serve?',
    mentions: ['Manufacturing', 'Healthcare', 'Financial Services'],
  },
  {
    question: 'How do you protect our data?',
    mentions: ['ISO 27001 certified for information security', 'NDAs'],
  },
  { question: 'What happens after go-live?', mentions: ['hypercare', '24/7 enterprise support'] },
  { question: 'How do you handle time zones?', mentions: ['overlapping shift with US business hours'] },
  { question: 'What engagement models do you offer?', mentions: ['Fixed-price projects', 'dedicated teams'] },
  { question: 'Where are your delivery centres?', mentions: ['Pune and Hyderabad'] },
  {
    question: 'Do you have a blog?',
    mentions: ['(/blog)', 'Insights on ERP, Outsourcing and Enterprise Technology'],
  },
]

const contact: Case[] = [
  { question: 'What is your phone number?', mentions: [PHONE, 'Monday-Friday 8 AM-6 PM EST'] },
  { question: "What's your email address?", mentions: [EMAIL], not: ['Market Street'] },
  { question: 'Where is your office?', mentions: ['1200 Market Street, Suite 800, Philadelphia, PA 19107'] },
  { question: 'What are your hours?', mentions: ['Monday-Friday 8 AM-6 PM EST'] },
  {
    question: "I'd like to book a consultation",
    mentions: [
      `[Book a free 30-minute consultation](${BOOKING_URL})`,
      'We reply to every message within 24 hours.',
    ],
  },
  { question: 'Can I talk to a human?', mentions: [PHONE, EMAIL, BOOKING_URL, '(/contact)'] },
  { question: 'Can I speak with a sales rep?', mentions: [PHONE, EMAIL, '(/contact)'] },
]

// The CMS greeting of the dialog (siteSettings.assistant.greeting).
const GREETING =
  "Hello! I'm the Northbridge technology assistant. Ask me about SAP, Microsoft Dynamics 365, IT staffing, software testing or what outsourcing to India can save you."
const SERVICE_LINKS = [
  '[SAP Implementation](/sap-implementation)',
  '[Microsoft Dynamics](/microsoft-dynamics)',
  '[Dynamics 365 Finance & Operations](/dynamics-365-finance-operations)',
  '[SAP Business Technology Platform](/sap-btp)',
  '[Staff Augmentation](/staff-augmentation)',
  '[Software Development and Testing](/software-testing)',
]
const conversation: Case[] = [
  { question: 'Hello', mentions: [GREETING, ...SERVICE_LINKS] },
  { question: 'Good morning!', mentions: [GREETING] },
  { question: 'hi there!', mentions: [GREETING] },
  { question: 'Thanks, that was helpful!', mentions: ["You're welcome!", PHONE, EMAIL] },
  { question: 'Thank you so much', mentions: ["You're welcome!"] },
]

// The seed's siteSettings.assistant replies.
const OUT_OF_SCOPE =
  'I can only help with questions about Northbridge Consulting: our SAP, Microsoft Dynamics 365, IT staffing and software testing services, what they cost and how we work.'
const offTopic: Case[] = [
  {
    question: "What's the weather like in Paris today?",
    mentions: [OUT_OF_SCOPE, '[All Services](/services)'],
    not: ['General Ledger', '**'],
  },
  { question: 'Is there a discount for startups?', mentions: [OUT_OF_SCOPE] },
  { question: 'asdfgh qwerty', mentions: [OUT_OF_SCOPE] },
]

const every = [...services, ...costs, ...company, ...contact, ...conversation, ...offTopic]
const answers = new Map<string, string>()
async function answerTo(question: string) {
  if (!answers.has(question)) {
    const answer = await ask(lake.env, question)
    expect(answer.status).toBe(200)
    answers.set(question, answer.content)
  }
  return answers.get(question)!
}

function expectAnswer(answer: string, { mentions, not = [] }: Case) {
  for (const text of mentions) expect(answer).toContain(text)
  for (const text of not) expect(answer).not.toContain(text)
}

describe.each([
  ['services', services],
  ['costs and figures', costs],
  ['the company, its clients and how it works', company],
  ['contact details and booking', contact],
  ['greetings and thanks', conversation],
  ['questions the site does not cover', offTopic],
])('%s', (_name, cases) => {
  test.each(cases)('"$question" mentions $mentions', async (item) => {
    expectAnswer(await answerTo(item.question), item)
  })
})

describe('conversation', () => {
  test('a follow-up question is answered in the context of the earlier one', async () => {
    const answer = await ask(lake.env, 'How much does it cost?', [
      { role: 'user', content: 'Tell me about staff augmentation' },
      { role: 'assistant', content: 'We place pre-vetted engineers in as little as 2 weeks.' },
    ])
    expect(answer.content).toContain('**Staff Augmentation**: savings of 65-70%')
    expect(answer.content).toContain('$120,000-$180,000')
  })

  test('"it" in a follow-up refers to the earlier topic', async () => {
    const answer = await ask(lake.env, 'Do you have a case study for it?', [
      { role: 'user', content: 'What is SAP BTP?' },
      { role: 'assistant', content: 'Our SAP BTP services.' },
    ])
    expect(answer.content).toContain('ShopStream Retail')
    expect(answer.content).toContain('(/case-studies/retail-omnichannel-integration)')
  })

  test('"How much?" after a service question gives that service’s cost', async () => {
    const answer = await ask(lake.env, 'How much?', [
      { role: 'user', content: 'Tell me about staff augmentation' },
    ])
    expect(answer.content).toContain('**Staff Augmentation**: savings of 65-70%')
    expect(answer.content).toContain('$35,000-$65,000')
  })

  test('the same question without context lists every cost comparison', async () => {
    const answer = await answerTo('How much does it cost?')
    for (const figure of [
      '$120,000-$180,000',
      '$500,000-$2,000,000',
      '$300,000-$1,200,000',
      '$80,000-$150,000',
    ])
      expect(answer).toContain(figure)
  })
})

// What visitors found (the 30 questions tried): each weakness with a rule of its own, the answer asserted exactly.
describe('numbers questions get the figure of the kind asked for, first', () => {
  test('"How many clients do you have?" is answered with the 50+ enterprise clients, not the engagement models', async () => {
    // The About page shows the company's figures: the page about who we are is the one to read on.
    expect(await answerTo('How many clients do you have?')).toBe(
      '**50+** enterprise clients. More on [About us](/about).',
    )
  })

  test('"How many implementations have you done?" is answered with 150+, and a page that says it', async () => {
    // The About page shows the company's figures: the page about who we are is the one to read on.
    expect(await answerTo('How many implementations have you done?')).toBe(
      '**150+** successful implementations. More on [About us](/about).',
    )
  })

  test('"How much can I save vs a US team for QA?" gets the testing cost comparison (US means local, QA testing)', async () => {
    expect(await answerTo('How much can I save vs a US team for QA?')).toBe(
      '**Software Development and Testing**: savings of 65-70%: a local team costs $80,000-$150,000 a year, an India team $25,000-$45,000. A dedicated development and QA team for a year. More on [Cost Analysis](/cost-analysis).',
    )
  })

  test('"How long does an S/4HANA migration take?" gets the 6-18 months, not the blog teaser', async () => {
    expect(await answerTo('How long does an S/4HANA migration take?')).toBe(
      '**6-18 months** typical ERP implementation. More on [Cost Analysis](/cost-analysis).',
    )
  })

  test('within an answer, the sentence with the figure asked for comes first', async () => {
    expect(await answerTo('How much notice do we need to give to scale the team down?')).toBe(
      "You interview and approve every person, and you can scale the team up or down with 30 days' notice. We can place pre-vetted engineers and functional consultants in as little as 2 weeks. More on [Frequently Asked Questions](/#faq).",
    )
    expect(await answerTo('How quickly can you add developers to our team?')).toMatch(
      /^We can place pre-vetted engineers and functional consultants in as little as 2 weeks\./,
    )
    expect(await answerTo('How much faster can we close our books on Dynamics 365?')).toMatch(
      /^\*\*Business Outcomes You Can Expect\*\*: Close your books up to 50% faster/,
    )
  })
})

describe("the site's vocabulary and its FAQ", () => {
  const FAQ_LINK = 'More on [Frequently Asked Questions](/#faq).'

  test('"what time zones do your engineers work in" gets the FAQ answer, not the blog teaser', async () => {
    expect(await answerTo('what time zones do your engineers work in')).toBe(
      `Our teams work an overlapping shift with US business hours, so you get live stand-ups, workshops and same-day answers. Work continues overnight, which shortens delivery cycles, and 24/7 support covers production systems around the clock. ${FAQ_LINK}`,
    )
  })

  test('"Do you sign NDAs?" gets the FAQ on data and IP, not the integrations section ("single sign-on")', async () => {
    expect(await answerTo('Do you sign NDAs?')).toBe(
      `We work under NDAs and contracts that assign all IP to you, are ISO 27001 certified for information security, use your VPN and access controls, and apply role-based access with audit trails. Client data never leaves the environments you approve. ${FAQ_LINK}`,
    )
  })

  test('"Do you integrate Dynamics with Power BI?" gets the integrations section that names Power BI, not the Dynamics overview', async () => {
    const answer = await answerTo('Do you integrate Dynamics with Power BI?')
    expect(answer).toMatch(/^\*\*Connect Everything Your Business Runs On\*\*: /)
    expect(answer).toContain(
      'Microsoft Power Platform (Power BI, Power Apps, Power Automate): Turn D365 F&O data into dashboards, low-code apps and automated workflows without custom code',
    )
    expect(answer).toMatch(
      /More on \[Dynamics 365 Finance & Operations\]\(\/dynamics-365-finance-operations\)\.$/,
    )
  })

  test('a heading does not beat a better match in the text: "Can you build Fiori apps?" gets the section that names Fiori', async () => {
    expect(await answerTo('Can you build Fiori apps?')).toContain('SAP CAP and Fiori apps')
  })
})

describe('questions about us', () => {
  const ABOUT =
    'Northbridge Consulting implements SAP and Microsoft Dynamics 365 and provides offshore IT staffing and software testing from India, saving enterprises 60-70% on IT costs.'

  test.each([
    'What do you do?',
    'Who are you?',
    'What is Northbridge Consulting?',
    'What services do you offer?',
  ])('"%s" gets the company description from the CMS and every service', async (question) => {
    expect(await answerTo(question)).toBe(`${ABOUT}\n\n${listOfServices()}.`)
  })

  function listOfServices() {
    return `${SERVICE_LINKS.slice(0, -1).join(', ')} and ${SERVICE_LINKS.at(-1)}`
  }
})

describe('one relevant link, never the home page', () => {
  test('an answer links one page: no list of related links', async () => {
    const answer = await answerTo('What is SAP BTP?')
    expect([...answer.matchAll(/\]\(/g)]).toHaveLength(1)
    expect(answer).not.toContain('Related')
  })

  test('a figure only the home page shows is given without a link to the home page', async () => {
    expect(await answerTo('How many clients do you have?')).not.toContain('](/)')
  })

  test('an answer for a visitor who wants to start ends with the booking link', async () => {
    expect(await answerTo('We want to hire 3 developers, how do we proceed?')).toMatch(
      new RegExp(
        `\\n\\nReady to talk about your project\\? \\[Book a free 30-minute consultation\\]\\(${BOOKING_URL.replace(/[./]/g, '\\$&')}\\)$`,
      ),
    )
  })

  test('an answer for a visitor who only asks has no booking link', async () => {
    expect(await answerTo('What is SAP BTP?')).not.toContain(BOOKING_URL)
  })
})

describe('questions the site does not answer: a short, honest reply from the CMS', () => {
  test('the weather gets the out-of-scope reply and the services page, nothing more', async () => {
    expect(await answerTo("What's the weather like in Paris today?")).toBe(
      `${OUT_OF_SCOPE} [All Services](/services)`,
    )
  })

  test('gibberish gets the same reply', async () => {
    expect(await answerTo('qwpoeiru zmxncbv')).toBe(`${OUT_OF_SCOPE} [All Services](/services)`)
  })

  test('a question about a competitor gets the CMS reply about other companies', async () => {
    expect(await answerTo('Is Infosys cheaper than you?')).toBe(
      "I can't speak for other companies, but I'm happy to tell you what we do, what it costs and how we work. [All Services](/services)",
    )
  })

  test('a question in Spanish gets the honest English reply that the assistant answers in English', async () => {
    expect(await answerTo('¿Cuánto cuesta una implementación de SAP?')).toBe(
      'Sorry, I can only answer in English. Please ask your question in English, or write to our team on the contact page. [Contact Northbridge Consulting](/contact)',
    )
  })

  test('a question about our work that the site does not answer gets the not-covered reply and the contact page', async () => {
    expect(await answerTo('Do you offer Oracle ERP implementation?')).toBe(
      "I don't have an answer to that on our site, but our team will gladly help. [Contact Northbridge Consulting](/contact)",
    )
  })

  test('none of these replies is longer than 300 characters', async () => {
    for (const question of [
      "What's the weather like in Paris today?",
      'qwpoeiru zmxncbv',
      'Is Infosys cheaper than you?',
    ])
      expect((await answerTo(question)).length).toBeLessThanOrEqual(300)
  })
})

describe('the fixed replies come from the CMS', () => {
  let edited: SeedLake
  beforeAll(async () => {
    edited = await startSeedLake()
    await edited.editor
      .patch('siteSettings')
      .set({
        'assistant.outOfScope': 'Only ERP questions here, please.',
        'assistant.otherLanguage': 'English only, sorry.',
        'assistant.competitors': 'No comment on others.',
        'assistant.notCovered': 'Not on our site.',
        'assistant.bookingPrompt': 'Shall we talk?',
      })
      .commit()
  })
  afterAll(() => edited.close())

  test.each([
    ["What's the weather like in Paris today?", 'Only ERP questions here, please. [All Services](/services)'],
    [
      '¿Cuánto cuesta una implementación de SAP?',
      'English only, sorry. [Contact Northbridge Consulting](/contact)',
    ],
    ['Is Infosys cheaper than you?', 'No comment on others. [All Services](/services)'],
    [
      'Do you offer Oracle ERP implementation?',
      'Not on our site. [Contact Northbridge Consulting](/contact)',
    ],
  ])('"%s" → "%s"', async (question, reply) => {
    expect((await ask(edited.env, question)).content).toBe(reply)
  })

  test('the booking invitation too', async () => {
    expect((await ask(edited.env, 'We want to hire 3 developers, how do we proceed?')).content).toContain(
      `Shall we talk? [Book a free 30-minute consultation](${BOOKING_URL})`,
    )
  })
})

describe('links', () => {
  type Doc = {
    _id: string
    _type: string
    path?: string
    slug?: { current: string }
    detail?: object
    sections?: { anchorId?: string }[]
  }
  const seed = readFileSync(
    new URL('../../content/production.ndjson', `file://${import.meta.filename}`),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const pages = seed.filter((doc) => doc.path)
  const targets = new Set([
    BOOKING_URL,
    ...pages.map((doc) => doc.path!),
    ...pages.flatMap((doc) =>
      (doc.sections ?? []).flatMap((section) =>
        section.anchorId ? [`${doc.path}#${section.anchorId}`] : [],
      ),
    ),
    ...seed
      .filter((doc) => doc._type === 'caseStudy' && doc.detail)
      .map((doc) => `/case-studies/${doc.slug!.current}`),
    ...seed.filter((doc) => doc._type === 'blogPost').map((doc) => `/blog/${doc.slug!.current}`),
  ])

  test('every link in an answer leads to a page of the site (or an anchor on it) or to the booking page', async () => {
    for (const { question } of every) {
      const links = [...(await answerTo(question)).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1])
      for (const link of links) expect(targets, `"${question}" links to ${link}`).toContain(link)
    }
  })
})

describe('fresh content', () => {
  // A lake of its own: these tests change the content.
  // The clock only moves when a test moves it.
  let editable: SeedLake
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    editable = await startSeedLake()
  })
  afterAll(async () => {
    vi.useRealTimers()
    await editable.close()
  })

  test(`a published edit reaches the answers once the index is checked again (every ${REFRESH_MS / 1000} s), without a restart`, async () => {
    expect((await ask(editable.env, 'What is your phone number?')).content).toContain(PHONE)
    await editable.editor.patch('siteSettings').set({ phone: '+1 (555) 987-6543' }).commit()
    vi.setSystemTime(Date.now() + REFRESH_MS)
    const answer = (await ask(editable.env, 'What is your phone number?')).content
    expect(answer).toContain('+1 (555) 987-6543')
    expect(answer).not.toContain(PHONE)
  })

  test('a deleted document leaves the answers once the index is checked again', async () => {
    const question = 'Do you have an article on the S/4HANA migration roadmap?'
    expect((await ask(editable.env, question)).content).toContain('/blog/sap-s4hana-migration-roadmap')
    await editable.editor.delete('blogPost-sap-s4hana-migration-roadmap')
    vi.setSystemTime(Date.now() + REFRESH_MS)
    expect((await ask(editable.env, question)).content).not.toContain('/blog/sap-s4hana-migration-roadmap')
  })
})
