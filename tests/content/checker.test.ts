// The dataset checker itself: each kind of violation is caught, with the document id, the field path and an
// exact message. Each case is a tiny dataset: the fixed documents plus one document with one fault.
import { describe, expect, test } from 'vitest'
import { fixedPages, sectionTypes } from '../../schemas/index.ts'
import { checkDataset, contentSchema, formatViolation, parseDataset } from './checker/index.ts'
import { wordsAsFigureText } from '../../schemas/lib/figure-text.ts'

type Doc = Record<string, unknown>

const ctaSection = {
  _key: 'cta',
  _type: 'ctaSection',
  links: [{ _key: 'contact', label: 'Contact us', kind: 'internal', href: '/contact' }],
}

/** The singletons and fixed pages every dataset must have, valid enough not to matter here. */
const fixedDocuments: Doc[] = [
  { _id: 'siteSettings', _type: 'siteSettings' },
  { _id: 'navigation', _type: 'navigation' },
  { _id: 'contactFormDefaults', _type: 'contactFormDefaults' },
  ...fixedPages.map((page) => ({ _id: page.id, _type: 'page', title: page.title, path: page.path })),
]

const stat = { _id: 'stat-projects', _type: 'stat', value: '500+', label: 'Projects' }
const faqItem = {
  _id: 'faq-1',
  _type: 'faqItem',
  question: 'How fast?',
  answer: wordsAsFigureText('Two weeks.'),
  order: 10,
}
const testimonial = {
  _id: 'testimonial-1',
  _type: 'testimonial',
  name: 'Jane Doe',
  role: 'CFO',
  company: 'Acme',
  industry: 'Manufacturing',
  content: 'Great work.',
  rating: 5,
}
const blogPost = {
  _id: 'blog-1',
  _type: 'blogPost',
  title: 'SAP in 2025',
  slug: { _type: 'slug', current: 'sap-in-2025' },
  excerpt: 'What changes.',
  category: 'SAP Implementation',
  publishedAt: '2025-01-25',
  image: { _type: 'imageWithAlt', alt: 'A chart', _sanityAsset: 'image@file://./images/blog.jpg' },
  body: [
    {
      _key: 'b1',
      _type: 'block',
      style: 'normal',
      markDefs: [
        { _key: 'm1', _type: 'internalLink', reference: { _type: 'reference', _ref: 'page-contact' } },
      ],
      children: [{ _key: 's1', _type: 'span', text: 'Talk to us', marks: ['strong', 'm1'] }],
    },
  ],
}
const contactPage = {
  _id: 'page-contact',
  _type: 'page',
  title: 'Contact',
  path: '/contact',
  seo: { _type: 'seo', metaTitle: 'Contact us' },
  sections: [ctaSection],
}

/** The messages about one document (or file) when `documents` are added to the fixed ones. */
async function messages(id: string, documents: Doc[], imageFiles: string[] = ['images/blog.jpg']) {
  const replaced = new Set(documents.map((document) => document._id))
  const dataset = {
    documents: [...fixedDocuments.filter((document) => !replaced.has(document._id)), ...documents],
    imageFiles,
    problems: [],
  }
  return (await checkDataset(dataset)).filter((violation) => violation.id === id).map(formatViolation)
}

const withField = (document: Doc, field: string, value: unknown) => ({ ...document, [field]: value })
const without = (document: Doc, field: string) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => key !== field))

describe('the content model', () => {
  test('compiles without schema errors', () => {
    expect(() => contentSchema()).not.toThrow()
  })

  test('every section type is an object type of the schema', () => {
    const schema = contentSchema()
    expect(sectionTypes.map((name) => [name, schema.get(name)?.jsonType])).toEqual(
      sectionTypes.map((name) => [name, 'object']),
    )
  })
})

describe('valid documents pass', () => {
  test('a stat, an FAQ item, a testimonial, a blog article and a page with a section raise nothing', async () => {
    const documents = [stat, faqItem, testimonial, blogPost, contactPage]
    for (const document of documents) expect(await messages(String(document._id), documents)).toEqual([])
  })
})

describe('document types and ids', () => {
  test('an unknown _type is reported', async () => {
    expect(await messages('x', [{ _id: 'x', _type: 'banana' }])).toEqual(['x: unknown _type "banana"'])
  })

  test('an object type used as a document is reported', async () => {
    expect(await messages('x', [{ _id: 'x', _type: 'card', title: 'A' }])).toEqual([
      'x: "card" is not a document type',
    ])
  })

  test('a duplicate _id is reported', async () => {
    expect(await messages('stat-projects', [stat, stat])).toEqual(['stat-projects: duplicate _id'])
  })

  test('draft ids do not belong in the seed', async () => {
    expect(await messages('drafts.stat-projects', [withField(stat, '_id', 'drafts.stat-projects')])).toEqual([
      'drafts.stat-projects: the seed holds published documents only (no drafts. or versions. ids)',
    ])
  })

  test('site settings must have the fixed id', async () => {
    const documents = [{ _id: 'settings', _type: 'siteSettings' }, ...fixedDocuments.slice(1)]
    const dataset = { documents, imageFiles: [], problems: [] }
    const all = (await checkDataset(dataset)).map(formatViolation)
    expect(all).toContain('settings: a siteSettings document must have the fixed id "siteSettings"')
    expect(all).toContain('siteSettings: the siteSettings singleton is missing')
  })

  test('a German translation of the site settings needs no fixed id', async () => {
    const documents = [...fixedDocuments, { _id: 'de-settings', _type: 'siteSettings', language: 'de' }]
    const all = (await checkDataset({ documents, imageFiles: [], problems: [] })).map(formatViolation)
    expect(all.filter((message) => message.startsWith('de-settings: a siteSettings'))).toEqual([])
  })

  test('a translation link to a document not in the dataset, or in another language, is reported', async () => {
    const link = (key: string, language: string, ref: string) => ({
      _key: key,
      _type: 'internationalizedArrayReferenceValue',
      language,
      value: { _type: 'reference', _ref: ref, _weak: true },
    })
    const metadata = {
      _id: 'translations-x',
      _type: 'translation.metadata',
      schemaTypes: ['page'],
      translations: [
        link('en', 'en', 'page-contact'),
        link('de', 'de', 'de-gone'),
        link('fr', 'de', 'page-home'),
      ],
    }
    expect(await messages('translations-x', [metadata])).toEqual([
      'translations-x translations[_key=="de"]: links de-gone, which is not in the dataset',
      'translations-x translations[_key=="fr"]: links page-home as de, but it is in en',
    ])
  })

  test('a page of its own (a landing page) needs no fixed id', async () => {
    expect(await messages('page-about', [{ ...contactPage, _id: 'page-about', path: '/about' }])).toEqual([])
  })

  test('a fixed page whose address the site relies on keeps it, and says why', async () => {
    expect(await messages('page-contact', [{ ...contactPage, path: '/contact-us' }])).toEqual([
      'page-contact path: The Contact page stays at /contact: the contact forms and the assistant send visitors there.',
    ])
  })

  test.each([
    ['/api/leads', "Addresses starting with /api are the site's own: choose another address"],
    ['/assets/x', "Addresses starting with /assets are the site's own: choose another address"],
    ['/blog/launch', 'Addresses under /blog/ belong to the articles: choose another address'],
    ['/case-studies/x', 'Addresses under /case-studies/ belong to the case studies: choose another address'],
    [
      '/offers/page/2',
      'Addresses ending in /page/<number> are the pages of a listing: choose another address',
    ],
  ])('a page at %s, an address the site keeps for itself', async (path, message) => {
    expect(await messages('page-about', [{ ...contactPage, _id: 'page-about', path }])).toEqual([
      `page-about path: ${message}`,
    ])
  })

  test('a line that is not JSON is reported with its line number', () => {
    const dataset = parseDataset(`${JSON.stringify(stat)}\n{"_id": "broken",\n`)
    expect(dataset.documents).toEqual([stat])
    expect(dataset.problems.map(formatViolation)).toEqual([
      expect.stringMatching(/^line 2: not valid JSON: /),
    ])
  })
})

describe('fields', () => {
  test('an unknown field is reported with its path', async () => {
    expect(await messages('stat-projects', [withField(stat, 'colour', 'blue')])).toEqual([
      'stat-projects colour: unknown field "colour" (type "stat" has no such field)',
    ])
  })

  test('a missing required field is reported', async () => {
    expect(await messages('stat-projects', [without(stat, 'label')])).toEqual([
      'stat-projects label: Required',
    ])
  })

  test('a nested unknown field is reported with the item key in the path', async () => {
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ ...ctaSection.links[0], target: '_blank' }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta].links[contact].target: unknown field "target" (type "link" has no such field)',
    ])
  })
})

describe('value kinds', () => {
  test('text where a number belongs', async () => {
    expect(await messages('testimonial-1', [withField(testimonial, 'rating', '5')])).toEqual([
      'testimonial-1 rating: expected a number, got text "5"',
    ])
  })

  test('a number where text belongs', async () => {
    expect(await messages('stat-projects', [withField(stat, 'value', 500)])).toEqual([
      'stat-projects value: expected text, got the number 500',
    ])
  })

  test('text where true or false belongs', async () => {
    const redirect = { _id: 'r', _type: 'redirect', from: '/a', to: '/b', permanent: 'yes' }
    expect(await messages('r', [redirect])).toEqual(['r permanent: expected true or false, got text "yes"'])
  })

  test.each(['//evil.example', '/\\evil.example', 'http://evil.example', 'evil.example'])(
    'a redirect to %s, which would leave the site by accident',
    async (to) => {
      const redirect = { _id: 'r', _type: 'redirect', from: '/a', to, permanent: true }
      expect(await messages('r', [redirect])).toEqual([
        'r to: A site address (one / at the start, no spaces or backslashes, e.g. /software-testing) or a full https:// address',
      ])
    },
  )

  test('a redirect from an address no visitor can reach on the site', async () => {
    const redirect = { _id: 'r', _type: 'redirect', from: '//a', to: '/b', permanent: true }
    expect(await messages('r', [redirect])).toEqual([
      'r from: A site address: one / at the start, no spaces or backslashes, e.g. /functional-testing',
    ])
  })

  test('a redirect from the address a page lives at, which visitors would never follow', async () => {
    const redirect = { _id: 'r', _type: 'redirect', from: '/contact', to: '/b', permanent: true }
    expect(await messages('r', [redirect])).toEqual([
      'r from: "Contact" lives at /contact: visitors would still see that page, never this redirect. Choose another old address, or move the page first.',
    ])
  })

  test('two redirects from one address', async () => {
    const first = { _id: 'r', _type: 'redirect', from: '/a', to: '/b', permanent: true }
    const second = { ...first, _id: 'r2', to: '/c' }
    expect(await messages('r', [first, second])).toEqual([
      'r from: Another redirect already starts at /a: change or remove that one instead.',
    ])
  })

  test('a redirect that would send visitors round in a circle', async () => {
    const there = { _id: 'r1', _type: 'redirect', from: '/a', to: '/b', permanent: true }
    const onwards = { _id: 'r2', _type: 'redirect', from: '/b', to: '/c', permanent: true }
    const back = { _id: 'r3', _type: 'redirect', from: '/c', to: '/a', permanent: true }
    expect(await messages('r3', [there, onwards, back])).toContain(
      'r3 to: This would send visitors round in a circle (/c → /a → /b → /c): choose another new address, or remove the other redirect.',
    )
  })

  test('a redirect to a chosen page lands on its current address, and must say where to go', async () => {
    const toPage = {
      _id: 'r',
      _type: 'redirect',
      from: '/old-contact',
      target: { _type: 'reference', _ref: 'page-contact', _weak: true },
      permanent: true,
    }
    expect(await messages('r', [toPage])).toEqual([])
    expect(await messages('r', [{ ...without(toPage, 'target'), from: '/contact-us' }])).toEqual([
      'r target: Choose the page visitors should land on, or type its address below',
    ])
    const backToItself = { ...toPage, from: '/terms', target: { _type: 'reference', _ref: 'page-terms' } }
    expect(await messages('r', [backToItself])).toContain(
      'r from: "Terms of use" lives at /terms: visitors would still see that page, never this redirect. Choose another old address, or move the page first.',
    )
  })

  test('a redirect to a full https:// address is the editor’s explicit choice and passes', async () => {
    const redirect = {
      _id: 'r',
      _type: 'redirect',
      from: '/a',
      to: 'https://partner.example/x',
      permanent: true,
    }
    expect(await messages('r', [redirect])).toEqual([])
  })

  test('a single value where a list belongs', async () => {
    const page = { ...contactPage, sections: ctaSection }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections: expected a list, got an object',
    ])
  })

  test('a list where an object belongs', async () => {
    expect(await messages('page-contact', [withField(contactPage, 'seo', [])])).toEqual([
      'page-contact seo: expected an object, got a list',
    ])
  })

  test('a slug given as plain text', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'slug', 'sap-in-2025')])).toEqual([
      'blog-1 slug: expected a slug ({current: "..."}), got text "sap-in-2025"',
    ])
  })

  test('a date in another format', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'publishedAt', '25 January 2025')])).toEqual([
      'blog-1 publishedAt: expected a date (YYYY-MM-DD), got text "25 January 2025"',
    ])
  })

  test('a date and time without a time', async () => {
    const lead = {
      _id: 'lead-1',
      _type: 'contactSubmission',
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
      source: 'contact',
      submittedAt: '2025-03-01',
      status: 'new',
      emailAttempts: 0,
    }
    expect(await messages('lead-1', [lead])).toEqual([
      'lead-1 submittedAt: expected a date and time (ISO 8601), got text "2025-03-01"',
    ])
  })

  test('an image given as a file name', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'image', 'blog.jpg')], [])).toEqual([
      'blog-1 image: expected an image, got text "blog.jpg"',
    ])
  })

  test('null instead of leaving a field out', async () => {
    expect(await messages('stat-projects', [withField(stat, 'description', null)])).toEqual([
      'stat-projects description: expected text, got null (leave the field out instead)',
    ])
  })

  test('a Portable Text style the schema does not offer', async () => {
    const body = [{ ...blogPost.body[0], style: 'h1' }]
    expect(await messages('blog-1', [withField(blogPost, 'body', body)])).toEqual([
      'blog-1 body[b1].style: "h1" is not one of the allowed values: normal, h2, h3, blockquote',
    ])
  })

  test('a span mark that is neither a style nor a link of its block', async () => {
    const block = blogPost.body[0]!
    const body = [{ ...block, children: [{ ...block.children[0], marks: ['underline'] }] }]
    expect(await messages('blog-1', [withField(blogPost, 'body', body)])).toEqual([
      'blog-1 body[b1].children[s1].marks: mark "underline" is neither a style (strong, em) nor the _key of a link in this block\'s markDefs',
    ])
  })
})

describe('array items', () => {
  test('an object in a list without _key', async () => {
    const page = { ...contactPage, sections: [without(ctaSection, '_key')] }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[0]: array item has no _key',
    ])
  })

  test('two items with one _key', async () => {
    const page = { ...contactPage, sections: [ctaSection, ctaSection] }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta]: duplicate _key "cta" in this list',
    ])
  })

  test('an item without _type in a list of several types', async () => {
    const page = { ...contactPage, sections: [without(ctaSection, '_type')] }
    expect(await messages('page-contact', [page])).toEqual([
      `page-contact sections[cta]: array item has no _type (this list holds ${sectionTypes.join(', ')})`,
    ])
  })

  test('an item of a type the list does not hold', async () => {
    const page = { ...contactPage, sections: [{ ...ctaSection, _type: 'card' }] }
    expect(await messages('page-contact', [page])).toEqual([
      `page-contact sections[cta]: _type "card" is not allowed in this list (allowed: ${sectionTypes.join(', ')})`,
    ])
  })
})

describe('list options', () => {
  test('a link kind that does not exist', async () => {
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ ...ctaSection.links[0], kind: 'page' }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta].links[contact].kind: "page" is not one of the allowed values: internal, anchor, external, booking, tel, mailto, none',
    ])
  })

  test('a blog category that does not exist', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'category', 'ERP')])).toEqual([
      'blog-1 category: "ERP" is not one of the allowed values: SAP Implementation, Microsoft Dynamics, Staff Augmentation, Software Testing, SAP BTP, Outsourcing',
    ])
  })

  test('a card colour outside the palette', async () => {
    const section = {
      _key: 'cards',
      _type: 'cardGridSection',
      cards: [{ _key: 'c1', title: wordsAsFigureText('Fast'), color: 'pink' }],
    }
    expect(await messages('page-contact', [{ ...contactPage, sections: [section] }])).toEqual([
      'page-contact sections[cards].cards[c1].color: "pink" is not one of the allowed values: blue, indigo, violet, purple, teal, green, emerald, orange, amber, red, rose, cyan, sky, slate',
    ])
  })
})

describe('references', () => {
  const faqSection = (refs: string[]) => ({
    _key: 'faq',
    _type: 'faqSection',
    items: refs.map((ref, index) => ({ _key: `q${index}`, _type: 'reference', _ref: ref })),
  })

  test('a reference to a document that does not exist', async () => {
    const page = { ...contactPage, sections: [faqSection(['faq-404'])] }
    expect(await messages('page-contact', [page, faqItem])).toEqual([
      'page-contact sections[faq].items[q0]: reference to missing document "faq-404"',
      '[warning] page-contact sections[faq].items: The page design shows 8 questions.',
    ])
  })

  test('a reference to a document of a type the field does not allow', async () => {
    const page = { ...contactPage, sections: [faqSection(['stat-projects'])] }
    expect(await messages('page-contact', [page, stat])).toEqual([
      'page-contact sections[faq].items[q0]: reference to "stat-projects" of type "stat"; allowed: faqItem',
      '[warning] page-contact sections[faq].items: The page design shows 8 questions.',
    ])
  })

  test('eight resolving FAQ references raise nothing', async () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ ...faqItem, _id: `faq-${index}` }))
    const page = { ...contactPage, sections: [faqSection(items.map((item) => item._id))] }
    expect(await messages('page-contact', [page, ...items])).toEqual([])
  })
})

describe('questions written in a page’s FAQ section', () => {
  const entry = (key: string, fields: Doc = {}) => ({
    _key: key,
    _type: 'faqEntry',
    question: `Question ${key}?`,
    answer: wordsAsFigureText(`Answer ${key}.`),
    ...fields,
  })
  const landingPage = (items: Doc[]) => ({
    ...contactPage,
    _id: 'page-s4hana',
    path: '/s4hana',
    sections: [{ _key: 'faq', _type: 'faqSection', items }],
  })

  test('beside shared ones, three on a landing page: a warning about the count, no error', async () => {
    const items = [{ _key: 'shared', _type: 'reference', _ref: 'faq-1' }, entry('e1'), entry('e2')]
    expect(await messages('page-s4hana', [landingPage(items), faqItem])).toEqual([
      '[warning] page-s4hana sections[faq].items: The page design shows 8 questions.',
    ])
  })

  test('needs a question and an answer, as a shared question does', async () => {
    const items = [without(entry('e1'), 'question'), without(entry('e2'), 'answer')]
    // Sorted: the answer's rule is a custom one (it reads figures), checked in its own time.
    expect((await messages('page-s4hana', [landingPage(items)])).sort()).toEqual([
      '[warning] page-s4hana sections[faq].items: The page design shows 8 questions.',
      'page-s4hana sections[faq].items[e1].question: Required',
      'page-s4hana sections[faq].items[e2].answer: Required',
    ])
  })

  test('keeps to the lengths of a shared question: a question of 200 characters, an answer of 1500', async () => {
    const items = [entry('e1', { question: 'q'.repeat(201), answer: wordsAsFigureText('a'.repeat(1501)) })]
    expect(await messages('page-s4hana', [landingPage(items)])).toEqual([
      '[warning] page-s4hana sections[faq].items: The page design shows 8 questions.',
      'page-s4hana sections[faq].items[e1].question: Must be at most 200 characters long',
      'page-s4hana sections[faq].items[e1].answer: At most 1500 characters (figures count as 4)',
    ])
  })
})

describe('contact form texts', () => {
  const labels = {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    service: 'Service',
    servicePlaceholder: 'Select a service',
    message: 'Message',
    messagePlaceholder: 'Tell us about your project',
  }
  const texts = {
    _id: 'contactFormDefaults',
    _type: 'contactFormDefaults',
    serviceOptions: [{ _key: 'sap', value: 'sap', label: 'SAP Implementation' }],
    submitLabel: 'Send Message',
    confirmationHeading: 'Thank you, we have your message',
    confirmationText: 'A solution architect replies within 24 hours.',
    labels,
  }
  const form = (fields: Doc = {}) => ({
    ...contactPage,
    sections: [{ _key: 'form', _type: 'contactFormSection', variant: 'home', ...fields }],
  })

  test('the shared document needs every label', async () => {
    const { email: _email, ...rest } = labels
    expect(await messages('contactFormDefaults', [{ ...texts, labels: rest }])).toEqual([
      'contactFormDefaults labels.email: Required',
    ])
  })

  test('the shared document needs at least one service choice', async () => {
    expect(await messages('contactFormDefaults', [{ ...texts, serviceOptions: [] }])).toEqual([
      'contactFormDefaults serviceOptions: Must have at least 1 items',
    ])
  })

  test('a contact form section with no texts of its own is valid: it shows the shared ones', async () => {
    expect(await messages('page-contact', [texts, form()])).toEqual([])
  })

  test('a contact form section may word some labels its own way, leaving the rest empty', async () => {
    expect(await messages('page-contact', [texts, form({ labels: { email: 'Work e-mail' } })])).toEqual([])
  })
})

describe('images', () => {
  test('an image file that does not exist', async () => {
    expect(await messages('blog-1', [blogPost], [])).toEqual([
      'blog-1 image._sanityAsset: image file not found: content/images/blog.jpg',
    ])
  })

  test('an image reference in another form than image@file://./images/...', async () => {
    const image = { ...blogPost.image, _sanityAsset: 'https://images.example.com/blog.jpg' }
    expect(await messages('blog-1', [withField(blogPost, 'image', image)])).toEqual([
      'blog-1 image._sanityAsset: expected "image@file://./images/<file>", got text "https://images.example.com/blog.jpg"',
    ])
  })

  test('an image without alternative text', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'image', without(blogPost.image, 'alt'))])).toEqual([
      'blog-1 image.alt: Required',
    ])
  })

  test('an image file no document uses', async () => {
    expect(
      await messages('content/images/unused.png', [blogPost], ['images/blog.jpg', 'images/unused.png']),
    ).toEqual(['content/images/unused.png: image file is not used by any document'])
  })
})

describe('rules of the schema', () => {
  test('a testimonial rating above 5 stars', async () => {
    expect(await messages('testimonial-1', [withField(testimonial, 'rating', 6)])).toEqual([
      'testimonial-1 rating: Must be lower than or equal to 5',
    ])
  })

  test('a rating that is not a whole number', async () => {
    expect(await messages('testimonial-1', [withField(testimonial, 'rating', 4.5)])).toEqual([
      'testimonial-1 rating: Must be an integer',
    ])
  })

  test('a reading time typed into an article: it is computed from the body', async () => {
    expect(await messages('blog-1', [withField(blogPost, 'readTimeMinutes', 8)])).toEqual([
      'blog-1 readTimeMinutes: unknown field "readTimeMinutes" (type "blogPost" has no such field)',
    ])
  })

  test('a path another page already has', async () => {
    const service = {
      _id: 'service-contact',
      _type: 'service',
      title: 'Contact service',
      navLabel: 'Contact',
      summary: wordsAsFigureText('Duplicate path.'),
      icon: 'phone',
      order: 10,
      path: '/contact',
      seo: { _type: 'seo', metaTitle: 'Contact service' },
      sections: [ctaSection],
    }
    expect(await messages('service-contact', [contactPage, service])).toEqual([
      'service-contact path: Another page, service, article or case study already uses the address /contact',
    ])
  })

  test('a slug another blog article already has', async () => {
    const twin = { ...blogPost, _id: 'blog-2' }
    expect(await messages('blog-2', [blogPost, twin])).toEqual(['blog-2 slug: Slug is already in use'])
  })

  test('a call to action that goes nowhere', async () => {
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ _key: 'start', label: 'Start Your Journey', kind: 'none' }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta].links[start].kind: A button must go somewhere: choose a page, an address, the booking page, a phone number or an e-mail',
    ])
  })

  test('a link to a page on this site with neither a chosen page nor an address', async () => {
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ _key: 'start', label: 'Start', kind: 'internal' }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta].links[start].href: Choose the page this goes to, or type its address (e.g. /contact)',
    ])
  })

  test('a link to a chosen page needs no typed address', async () => {
    const reference = { _type: 'reference', _ref: 'page-contact' }
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ _key: 'start', label: 'Start', kind: 'internal', reference }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([])
  })

  test('a link address that does not fit its kind', async () => {
    const page = {
      ...contactPage,
      sections: [{ ...ctaSection, links: [{ ...ctaSection.links[0], href: 'contact' }] }],
    }
    expect(await messages('page-contact', [page])).toEqual([
      'page-contact sections[cta].links[contact].href: A page address on this site starts with / and has no #, e.g. /contact',
    ])
  })

  test('structured data that is not JSON', async () => {
    const page = { ...contactPage, seo: { _type: 'seo', jsonLd: '{"@type": Organization}' } }
    expect(await messages('page-contact', [page])).toEqual([
      expect.stringMatching(/^page-contact seo\.jsonLd: Structured data must be valid JSON: /),
    ])
  })

  test('a search title over 60 characters is a warning', async () => {
    const page = { ...contactPage, seo: { _type: 'seo', metaTitle: 'x'.repeat(61) } }
    expect(await messages('page-contact', [page])).toEqual([
      '[warning] page-contact seo.metaTitle: Titles over 60 characters are cut off in search results.',
    ])
  })

  test('a service card without three features is a warning', async () => {
    const section = {
      _key: 'services',
      _type: 'serviceCardsSection',
      cards: Array.from({ length: 8 }, (_, index) => ({
        _key: `c${index}`,
        title: wordsAsFigureText(`Service ${index}`),
        features: index === 0 ? ['One'] : ['One', 'Two', 'Three'],
      })),
    }
    expect(await messages('page-contact', [{ ...contactPage, sections: [section] }])).toEqual([
      '[warning] page-contact sections[services].cards[c0]: Service cards show 3 features on hover.',
    ])
  })
})

describe('one fault, one message', () => {
  test('a missing required image is reported once, not again for its alternative text', async () => {
    expect(await messages('blog-1', [without(blogPost, 'image')])).toEqual(['blog-1 image: Required'])
  })
})
