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
    mentions: ['(/sap-implementation)', 'S/4HANA, SuccessFactors, Ariba and Concur'],
  },
  {
    question: 'We need to migrate from ECC to S/4HANA. Can you help?',
    mentions: ['(/blog/sap-s4hana-migration-roadmap)', 'ECC mainstream support', '(/sap-implementation)'],
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
  { question: 'How much can we save by outsourcing to India?', mentions: ['60-70%', 'Save up to 70%'] },
  {
    question: 'Why should we outsource to India?',
    mentions: ['(/india-advantage)', '4.36M IT Professionals', 'Time Zone Advantage'],
  },
  {
    question: 'How long does an ERP implementation take?',
    mentions: ['Typical ERP implementation', '6-18 months'],
  },
  { question: "What's the ROI payback period?", mentions: ['Average ROI payback', '18 months'] },
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
  { question: 'How do you protect our data?', mentions: ['ISO 27001-aligned security practices', 'NDAs'] },
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

const NOT_COVERED = "I'm not sure I can answer that from our site."
const offTopic: Case[] = [
  {
    question: "What's the weather like in Paris today?",
    mentions: [NOT_COVERED, ...SERVICE_LINKS, PHONE],
    not: ['General Ledger', '**'],
  },
  { question: 'Is there a discount for startups?', mentions: [NOT_COVERED, PHONE] },
  { question: 'asdfgh qwerty', mentions: [NOT_COVERED] },
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
    expect(answer.content).toContain('Staff Augmentation cost comparison')
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
    expect(answer.content).toContain('Staff Augmentation cost comparison')
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
    const question = 'We need to migrate from ECC to S/4HANA. Can you help?'
    expect((await ask(editable.env, question)).content).toContain('/blog/sap-s4hana-migration-roadmap')
    await editable.editor.delete('blogPost-sap-s4hana-migration-roadmap')
    vi.setSystemTime(Date.now() + REFRESH_MS)
    expect((await ask(editable.env, question)).content).not.toContain('/blog/sap-s4hana-migration-roadmap')
  })
})
