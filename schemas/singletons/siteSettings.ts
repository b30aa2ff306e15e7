import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { CogIcon } from '@sanity/icons/Cog'
import { SOCIAL_NETWORKS } from '../lib/options.ts'
import { EMAIL_PATTERN, PHONE_HREF_PATTERN } from '../lib/validation.ts'
import {
  ANALYTICS_PROVIDER_IDS,
  analyticsProblems,
  consentTextRequired,
  DEFAULT_PLAUSIBLE_HOST,
  PROVIDER_TITLES,
  providerNeedsConsent,
  type AnalyticsField,
  type AnalyticsSettings,
} from '../../shared/analytics-providers.ts'
import { languageField } from '../lib/fields.ts'
import { MESSAGES } from '../../validation/messages.ts'
import { DEFAULT_LANGUAGE } from '../../shared/languages.ts'
import {
  BOOKING_DISPLAY_TITLES,
  BOOKING_DISPLAYS,
  BOOKING_PROVIDER_IDS,
  BOOKING_PROVIDER_TITLES,
  BOOKING_MESSAGES,
  bookingProblems,
  type BookingField,
  type BookingSettings,
} from '../../shared/booking-providers.ts'

interface TextOptions {
  group?: string
  description?: string
  multiline?: boolean
  max?: number
  optional?: boolean
}

/** A text field; required unless `optional`. */
const textField = (name: string, title: string, options: TextOptions = {}) =>
  defineField({
    name,
    title,
    type: options.multiline ? 'text' : 'string',
    ...(options.multiline ? { rows: 3 } : {}),
    group: options.group,
    description: options.description,
    validation: (rule) => {
      const limited = rule.max(options.max ?? (options.multiline ? 600 : 160))
      return options.optional ? limited : limited.required()
    },
  })

/** A setting of the chosen analytics provider: shown only for it, checked by the providers' table. */
const providerField = (
  name: AnalyticsField,
  title: string,
  provider: string,
  options: { description: string; placeholder?: string },
) =>
  defineField({
    name,
    title,
    type: 'string',
    description: options.description,
    placeholder: options.placeholder,
    hidden: ({ parent }) => (parent as AnalyticsSettings | undefined)?.provider !== provider,
    validation: (rule) =>
      rule.custom((_value, context) => analyticsProblems(context.parent as AnalyticsSettings)[name] ?? true),
  })

const needsConsent = (document: unknown) =>
  providerNeedsConsent((document as { analytics?: AnalyticsSettings } | undefined)?.analytics?.provider)

/** A text of the consent banner: required while the chosen provider asks visitors first. */
const consentText = (
  name: string,
  title: string,
  options: { description: string; max: number; multiline?: boolean },
) =>
  defineField({
    name,
    title,
    type: options.multiline ? 'text' : 'string',
    ...(options.multiline ? { rows: 3 } : {}),
    description: options.description,
    validation: (rule) =>
      rule
        .max(options.max)
        .custom((value, context) =>
          needsConsent(context.document) && !(typeof value === 'string' && value.trim())
            ? consentTextRequired(title)
            : true,
        ),
  })

type BookingDocument = Omit<BookingSettings, 'bookingPagePath'> & { bookingPage?: { _ref?: string } | null }

/** The booking fields' rule: the provider's table (shared/booking-providers.ts) says what is wrong. */
function bookingRule(document: unknown, field: BookingField): true | string {
  const settings = document as BookingDocument | undefined
  const problem = bookingProblems(settings, !!settings?.bookingPage?._ref)[field]
  // An empty or non-https address is the field's own `uri` rule's to say.
  if (problem === BOOKING_MESSAGES.urlRequired || problem === BOOKING_MESSAGES.urlInvalid) return true
  return problem ?? true
}

/** Company-wide details and texts used on every page. One document, id "siteSettings". */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'contact', title: 'Contact', default: true },
    { name: 'booking', title: 'Booking' },
    { name: 'brand', title: 'Brand' },
    { name: 'seo', title: 'SEO' },
    { name: 'assistant', title: 'Assistant' },
    { name: 'messages', title: 'Messages' },
    { name: 'articles', title: 'Articles' },
    { name: 'analytics', title: 'Analytics' },
  ],
  fields: [
    languageField(),
    textField('companyName', 'Company name', {
      group: 'brand',
      description: 'Shown in the header, footer and page titles.',
      max: 80,
    }),
    textField('tagline', 'Tagline', {
      group: 'brand',
      description: 'A short line about the company, e.g. in the footer.',
    }),
    textField('description', 'Company description', {
      group: 'brand',
      multiline: true,
      description: 'Two or three sentences about the company. The chat assistant uses it too.',
    }),
    defineField({
      name: 'siteUrl',
      title: 'Site address',
      type: 'url',
      group: 'brand',
      description:
        'The public address of the site, e.g. https://www.example.com. Used for links search engines see.',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social profiles',
      type: 'array',
      group: 'brand',
      description: 'The company’s social media profiles, linked in the footer.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          title: 'Social profile',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              description: 'Decides the icon shown.',
              options: { list: [...SOCIAL_NETWORKS] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Text for screen readers',
              type: 'string',
              description: 'e.g. "Our company on LinkedIn".',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'url',
              title: 'Profile address',
              type: 'url',
              description: 'The full https:// address of the profile.',
              validation: (rule) => rule.required().uri({ scheme: ['https'] }),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'copyrightYear',
      title: 'Copyright year',
      type: 'number',
      group: 'brand',
      description: 'The year in the footer’s copyright line.',
      initialValue: () => new Date().getFullYear(),
      validation: (rule) => rule.required().integer().min(2000).max(2100),
    }),
    textField('copyrightHolder', 'Copyright holder', {
      group: 'brand',
      optional: true,
      description: 'Empty: the company name.',
      max: 80,
    }),
    textField('phone', 'Phone', {
      group: 'contact',
      description: 'As shown, e.g. +1 (555) 012-3456.',
      max: 40,
    }),
    defineField({
      name: 'phoneHref',
      title: 'Phone number to dial',
      type: 'string',
      group: 'contact',
      description: 'The same number as digits with the country code, e.g. +15550123456. Phones dial this.',
      validation: (rule) => [
        rule.required(),
        rule
          .regex(PHONE_HREF_PATTERN, { name: 'number to dial' })
          .error('Digits with the country code, e.g. +15550123456'),
      ],
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      description: 'The public e-mail address shown on the site.',
      validation: (rule) => [
        rule.required(),
        rule.regex(EMAIL_PATTERN, { name: 'e-mail' }).error('An e-mail address, e.g. hello@example.com'),
      ],
    }),
    textField('officeAddress', 'Office address', {
      group: 'contact',
      multiline: true,
      description: 'The postal address, one line per row.',
      max: 300,
    }),
    textField('emergencyPhone', 'Emergency number', {
      group: 'contact',
      description:
        'The number for urgent support, shown on the contact page. Leave it empty until there is a staffed line: the contact page then shows no emergency row.',
      max: 40,
      optional: true,
    }),
    textField('emergencyLabel', 'Emergency number heading', {
      group: 'contact',
      description: 'The text shown with the emergency number, e.g. "24/7 Emergency Support".',
      max: 80,
      optional: true,
    }),
    textField('phoneHours', 'Phone hours', {
      group: 'contact',
      description: 'e.g. Monday-Friday 8 AM-6 PM EST.',
      max: 80,
    }),
    textField('replyPromise', 'Reply promise', {
      group: 'contact',
      description: 'How fast the team answers messages, e.g. "We reply within 24 hours."',
    }),
    defineField({
      name: 'bookingProvider',
      title: 'Booking provider',
      type: 'string',
      group: 'booking',
      description:
        'The service the team books consultations with. Calendly, Microsoft Bookings and HubSpot Meetings pages can be shown on the site; any other booking page opens in a new tab.',
      options: {
        list: BOOKING_PROVIDER_IDS.map((id) => ({ value: id, title: BOOKING_PROVIDER_TITLES[id] })),
        layout: 'radio',
      },
      initialValue: 'other',
    }),
    defineField({
      name: 'bookingUrl',
      title: 'Booking page',
      type: 'url',
      group: 'booking',
      description:
        'The provider’s page where visitors book a free 30-minute consultation. Every button set to "Booking page" leads to it.',
      validation: (rule) => [
        rule.required().uri({ scheme: ['https'] }),
        rule.custom((_value, context) => bookingRule(context.document, 'bookingUrl')),
      ],
    }),
    defineField({
      name: 'bookingDisplay',
      title: 'Where visitors book',
      type: 'string',
      group: 'booking',
      description:
        '"Show on the site": the booking buttons lead to the page chosen below, which shows the provider’s calendar (with a link to open it in a new tab). Otherwise they open the provider’s page in a new tab.',
      options: {
        list: BOOKING_DISPLAYS.map((id) => ({ value: id, title: BOOKING_DISPLAY_TITLES[id] })),
        layout: 'radio',
      },
      initialValue: 'link',
      validation: (rule) => rule.custom((_value, context) => bookingRule(context.document, 'bookingDisplay')),
    }),
    defineField({
      name: 'bookingPage',
      title: 'Page with the calendar',
      type: 'reference',
      group: 'booking',
      to: [{ type: 'page' }],
      weak: true,
      description:
        'A page of this site with a Booking section, e.g. /book. The booking buttons lead to it while "Show on the site" is chosen.',
      hidden: ({ document }) => (document as BookingDocument | undefined)?.bookingDisplay !== 'embed',
      validation: (rule) => rule.custom((_value, context) => bookingRule(context.document, 'bookingPage')),
    }),
    textField('bookingLabel', 'Booking link text', {
      group: 'booking',
      description: 'The text of the booking link on the contact page.',
      max: 80,
    }),
    defineField({
      name: 'defaultSeo',
      title: 'Default SEO',
      type: 'seo',
      group: 'seo',
      description: 'Used for every page that leaves its own SEO fields empty.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'shareImage',
      title: 'Default share image',
      type: 'imageWithAlt',
      group: 'seo',
      description: 'Shown when a page without its own share image is shared. 1200 × 630 pixels works best.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'assistant',
      title: 'Chat assistant',
      type: 'object',
      group: 'assistant',
      description: 'The texts of the AI assistant card on the home page and of its chat window.',
      fields: [
        textField('title', 'Chat window title', { description: 'The heading of the chat window.', max: 80 }),
        textField('greeting', 'First message', {
          multiline: true,
          description: 'The assistant’s greeting when the chat opens.',
        }),
        textField('placeholder', 'Input hint', { description: 'Grey text in the empty message box.' }),
        textField('sendLabel', 'Send button text', {
          description: 'Read out by screen readers on the send button.',
          max: 40,
        }),
        textField('youLabel', 'Before the visitor’s messages', {
          description:
            'Read out by screen readers before each message the visitor sent, e.g. "You" (the window title comes before the assistant’s).',
          max: 40,
        }),
        textField('typingLabel', 'While an answer is on its way', {
          description: 'Read out by screen readers while the assistant writes, e.g. "Assistant is typing".',
          max: 80,
        }),
        defineField({
          name: 'messages',
          title: 'Messages',
          type: 'object',
          description:
            'The chat window’s messages in this language. An empty one shows the English text. English has none here: its texts are the product’s exact ones.',
          // Hidden in English: the spec's exact texts live in code (validation/messages.ts, CHAT_MESSAGES).
          hidden: ({ document }) => (document?.language ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE,
          options: { collapsible: true, collapsed: true },
          fields: [
            { name: 'tooLong', title: 'Message too long', english: MESSAGES.chatTooLong },
            { name: 'tooShort', title: 'Message too short', english: MESSAGES.chatTooShort },
            { name: 'noReply', title: 'Empty answer', english: MESSAGES.chatNoReply },
            { name: 'sendFailed', title: 'Send failed', english: MESSAGES.sendFailed },
          ].map(({ name, title, english }) =>
            defineField({ name, title, type: 'string', description: `English: "${english}".` }),
          ),
        }),
        textField('cardTitle', 'Card title', { description: 'On the home page card.', max: 80 }),
        textField('cardText', 'Card text', {
          multiline: true,
          description: 'A sentence on the home page card.',
        }),
        textField('cardButtonLabel', 'Card button text', {
          description: 'The button that opens the chat.',
          max: 60,
        }),
        textField('notCovered', 'Reply when the site has no answer', {
          multiline: true,
          description:
            'For a question about our work that nothing on the site answers. The contact page and booking links follow it.',
          max: 300,
        }),
        textField('outOfScope', 'Reply to questions off the subject', {
          multiline: true,
          description:
            'For the weather, jokes, gibberish and the like: say briefly what the assistant can help with. A link to all services follows it.',
          max: 300,
        }),
        textField('competitors', 'Reply to questions about other companies', {
          multiline: true,
          description:
            'For questions about competitors, e.g. "Is X better than you?". Stay polite and brief.',
          max: 300,
        }),
        textField('otherLanguage', 'Reply to questions in another language', {
          multiline: true,
          description:
            'The assistant answers in English only; this tells a visitor writing in another language so.',
          max: 300,
        }),
        textField('bookingPrompt', 'Invitation to book', {
          description:
            'Shown before the booking link when a visitor wants to start a project, e.g. "Ready to talk about your project?".',
          max: 120,
        }),
        defineField({
          name: 'handoff',
          title: 'Hand-off to sales',
          type: 'object',
          description:
            'When a visitor asks for a person, a call or a quote, the chat shows a short form under the answer: their name, e-mail and what they need. It arrives in Contact Submissions like a contact form’s message, with the conversation.',
          options: { collapsible: true, collapsed: false },
          fields: [
            textField('heading', 'Form heading', {
              description: 'Above the form, e.g. "Leave your details and we’ll get back to you".',
              max: 120,
            }),
            textField('nameLabel', 'Name label', { max: 60 }),
            textField('emailLabel', 'E-mail label', { max: 60 }),
            textField('needLabel', 'Request label', {
              description: 'The box where the visitor says what they need, e.g. "What do you need?".',
              max: 80,
            }),
            textField('privacyNotice', 'Privacy notice', {
              multiline: true,
              description:
                'Under the fields: what the details and the conversation are used for. The consent banner’s privacy link (Analytics tab: its text and page) follows it.',
              max: 400,
            }),
            textField('submitLabel', 'Send button text', { max: 40 }),
            textField('sent', 'Confirmation', {
              multiline: true,
              description: 'Replaces the form once the details are sent.',
              max: 300,
            }),
          ],
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notFound',
      title: 'Page not found',
      type: 'object',
      group: 'messages',
      description: 'Shown for an address that does not exist.',
      fields: [
        textField('code', 'Big code', { description: 'Usually 404.', max: 10 }),
        textField('heading', 'Heading', { description: 'e.g. "Oops! Page not found".', max: 120 }),
        textField('linkLabel', 'Home link text', { description: 'The link back to the home page.', max: 60 }),
      ],
      validation: (rule) => rule.required(),
    }),
    // The words screen readers and keyboard users meet on every page, in each language (docs/languages.md).
    textField('skipLinkLabel', 'Skip link', {
      group: 'messages',
      description:
        'The first link on every page, shown when a keyboard reaches it: it jumps past the menus, e.g. "Skip to content".',
      max: 60,
    }),
    textField('mainMenuLabel', 'Main menu name', {
      group: 'messages',
      description: 'What screen readers call the header’s menu, e.g. "Main". Not shown on screen.',
      max: 60,
    }),
    textField('closeMenuLabel', 'Close button name', {
      group: 'messages',
      description:
        'What screen readers call the phone menu’s close button, e.g. "Close". Not shown on screen.',
      max: 60,
    }),
    textField('profileLinkLabel', 'LinkedIn link name', {
      group: 'messages',
      description:
        'How screen readers name a person\'s LinkedIn link (team pages, an article\'s author); {name} is filled in. English: "{name} on LinkedIn". Not shown on screen.',
      max: 60,
    }),
    textField('newTabHint', 'New tab hint', {
      group: 'messages',
      description:
        'Read out by screen readers after a link that opens in a new tab, e.g. "opens in a new tab". Not shown on screen.',
      max: 60,
    }),
    defineField({
      name: 'caseStudyNotFound',
      title: 'Case study not found',
      type: 'object',
      group: 'messages',
      description: 'Shown for a case study address without a detail page.',
      fields: [
        textField('heading', 'Heading', { description: 'e.g. "Case Study Not Found".', max: 120 }),
        textField('text', 'Text', { description: 'The sentence under the heading.', max: 300 }),
        textField('linkLabel', 'Back link text', {
          description: 'The link back to the case studies.',
          max: 60,
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'articleEnd',
      title: 'End of every article',
      type: 'object',
      group: 'articles',
      description:
        'What follows the text of every blog article: its author, related articles and a call to action. An article can word its own call to action (its Text tab).',
      fields: [
        textField('authorHeading', 'Author heading', {
          description: 'Above the author’s photo, name, role and bio, e.g. "About the author".',
          max: 60,
        }),
        textField('relatedHeading', 'Related articles heading', {
          description:
            'Above up to three other articles: the same category first, then the newest. e.g. "Related articles".',
          max: 80,
        }),
        textField('ctaHeading', 'Call to action heading', { max: 120 }),
        textField('ctaText', 'Call to action text', {
          multiline: true,
          description: 'One sentence under the heading.',
          max: 300,
        }),
        defineField({
          name: 'ctaLink',
          title: 'Call to action button',
          type: 'link',
          description: 'Usually the contact page.',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'analytics',
      title: 'Analytics',
      type: 'object',
      group: 'analytics',
      description:
        'The analytics tool the team already uses, for page views and conversions (contact form sent, booking link, chat hand-off, call-to-action clicks). "None" loads nothing at all.',
      fields: [
        defineField({
          name: 'provider',
          title: 'Provider',
          type: 'string',
          description:
            'Plausible and Matomo (set up without cookies) count from the first page. Google Analytics 4 loads only after a visitor accepts the consent banner below.',
          options: {
            list: ANALYTICS_PROVIDER_IDS.map((id) => ({ value: id, title: PROVIDER_TITLES[id] })),
            layout: 'radio',
          },
          initialValue: 'none',
        }),
        providerField('plausibleDomain', 'Plausible: site domain', 'plausible', {
          description: 'The domain this site is registered under in Plausible, e.g. example.com.',
          placeholder: 'example.com',
        }),
        providerField('plausibleHost', 'Plausible: script host (self-hosted only)', 'plausible', {
          description: `Only for a self-hosted Plausible: its address. Empty: ${DEFAULT_PLAUSIBLE_HOST}.`,
          placeholder: DEFAULT_PLAUSIBLE_HOST,
        }),
        providerField('ga4MeasurementId', 'GA4: measurement ID', 'ga4', {
          description: 'In Google Analytics: Admin → Data streams → the web stream → Measurement ID.',
          placeholder: 'G-ABC123DEF4',
        }),
        providerField('matomoUrl', 'Matomo: address', 'matomo', {
          description: 'The address of your Matomo (or Matomo Cloud), e.g. https://analytics.example.com/.',
          placeholder: 'https://analytics.example.com/',
        }),
        providerField('matomoSiteId', 'Matomo: site ID', 'matomo', {
          description: 'In Matomo: Administration → Websites → Manage, the ID of this site.',
          placeholder: '1',
        }),
      ],
    }),
    defineField({
      name: 'consentBanner',
      title: 'Consent banner',
      type: 'object',
      group: 'analytics',
      description:
        'Shown to visitors before a provider that sets cookies (Google Analytics 4) loads; nothing loads until they accept.',
      hidden: ({ document }) => !needsConsent(document),
      fields: [
        consentText('heading', 'Heading', { description: 'e.g. "Can we count your visit?"', max: 80 }),
        consentText('text', 'Text', {
          description: 'What is measured and why, in a sentence or two.',
          max: 400,
          multiline: true,
        }),
        consentText('acceptLabel', 'Accept button text', { description: 'e.g. "Accept".', max: 40 }),
        consentText('declineLabel', 'Decline button text', { description: 'e.g. "Decline".', max: 40 }),
        consentText('settingsLabel', 'Footer link text', {
          description:
            'The footer link that opens the banner again to change the choice, e.g. "Cookie settings".',
          max: 40,
        }),
        consentText('privacyLabel', 'Privacy link text', {
          description: 'The link to the privacy page in the banner, e.g. "Privacy policy".',
          max: 60,
        }),
        defineField({
          name: 'privacyPage',
          title: 'Privacy page',
          type: 'reference',
          to: [{ type: 'page' }],
          // Weak: the page can be deleted; the banner then shows no link.
          weak: true,
          description: 'The page the privacy link opens.',
          validation: (rule) =>
            rule.custom((value, context) =>
              needsConsent(context.document) && !value ? consentTextRequired('Privacy page') : true,
            ),
        }),
      ],
    }),
  ],
  preview: {
    select: { subtitle: 'companyName' },
    prepare: ({ subtitle }) => ({ title: 'Site settings', subtitle }),
  },
})
