// The Studio's left-hand menu, in the words a marketer uses: the settings, menus and contact form texts of the whole site, each fixed
// page and the landing pages marketers make, the shared items pages are built from, redirects, and the inbox of contact form messages (leads-inbox.ts;
// those whose e-mail did not reach the team listed apart), and the questions the chat assistant could not answer.
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { CogIcon } from '@sanity/icons/Cog'
import { MenuIcon } from '@sanity/icons/Menu'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { DocumentIcon } from '@sanity/icons/Document'
import { HomeIcon } from '@sanity/icons/Home'
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { fixedPages, pageIds, singletonIds } from '../schemas/index.ts'
import { UNDELIVERED_LEADS_FILTER } from '../schemas/documents/contactSubmission.ts'
import { leadsInbox } from './leads-inbox.ts'
import { TranslateIcon } from '@sanity/icons/Translate'
import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_TYPES } from '../shared/languages.ts'
import {
  inDefaultLanguage,
  inLanguageFilter,
  missingTranslationFilter,
} from '../schemas/lib/language-groq.ts'

/** A document that exists exactly once, opened directly (no list, no "create", no "delete"). */
function singleton(S: StructureBuilder, type: string, id: string, title: string, icon: typeof CogIcon) {
  return S.listItem()
    .id(id)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(id).title(title))
}

/**
 * Per language other than English: its pages and texts, and what has no version in it yet (docs/languages.md).
 * New translations are made from the original's Translations menu, so these lists create nothing.
 */
function translations(S: StructureBuilder) {
  const types = [...TRANSLATED_TYPES]
  const documents = (id: string, title: string, filter: string, language: string) =>
    S.listItem()
      .id(id)
      .title(title)
      .child(
        S.documentList()
          .id(id)
          .title(title)
          .apiVersion('2025-02-19')
          .filter(filter)
          .params({ types, language })
          .defaultOrdering([{ field: '_type', direction: 'asc' }])
          .initialValueTemplates([])
          .menuItems([]),
      )
  return S.listItem()
    .id('translations')
    .title('Translations')
    .icon(TranslateIcon)
    .child(
      S.list()
        .id('translations')
        .title('Translations')
        .items(
          LANGUAGES.filter((language) => language.id !== DEFAULT_LANGUAGE).flatMap((language) => [
            documents(
              `in-${language.id}`,
              `${language.title} pages and texts`,
              inLanguageFilter,
              language.id,
            ),
            documents(
              `missing-${language.id}`,
              `Missing in ${language.title}`,
              missingTranslationFilter,
              language.id,
            ),
          ]),
        ),
    )
}

const translated: readonly string[] = TRANSLATED_TYPES

/**
 * A list of one document type with a marketer's title; of a translated type, the English documents (and those made
 * before there were languages): the other languages' versions are under Translations.
 */
function list(S: StructureBuilder, type: string, title: string) {
  const item = S.documentTypeListItem(type).id(type).title(title)
  return translated.includes(type) ? item.child(typeList(S, type, title)) : item
}

function typeList(S: StructureBuilder, type: string, title: string) {
  const documents = S.documentTypeList(type).title(title)
  return translated.includes(type)
    ? documents.apiVersion('2025-02-19').filter(`_type == $type && ${inDefaultLanguage}`).params({ type })
    : documents
}

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Website')
    .items([
      singleton(S, 'siteSettings', singletonIds.siteSettings, 'Site Settings', CogIcon),
      singleton(S, 'navigation', singletonIds.navigation, 'Navigation', MenuIcon),
      // The labels, service choices and button text every contact form shows unless its section words them itself.
      singleton(
        S,
        'contactFormDefaults',
        singletonIds.contactFormDefaults,
        'Contact form texts',
        EnvelopeIcon,
      ),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items([
              ...fixedPages.map((page) =>
                singleton(S, 'page', page.id, page.title, page.id === pageIds.home ? HomeIcon : DocumentIcon),
              ),
              S.divider(),
              // The pages marketers make (campaign landing pages), created from its templates.
              S.listItem()
                .id('landingPages')
                .title('Landing pages')
                .icon(DocumentsIcon)
                .child(
                  S.documentList()
                    .id('landingPages')
                    .title('Landing pages')
                    .schemaType('page')
                    .apiVersion('2025-02-19')
                    // English ones: the other languages' pages are under Translations.
                    .filter(`_type == "page" && !(_id in $fixed) && ${inDefaultLanguage}`)
                    .params({ fixed: fixedPages.flatMap((page) => [page.id, `drafts.${page.id}`]) })
                    .defaultOrdering([{ field: 'path', direction: 'asc' }])
                    .initialValueTemplates([
                      S.initialValueTemplateItem('page-landing'),
                      S.initialValueTemplateItem('page-blank'),
                    ]),
                ),
            ]),
        ),
      translations(S),
      S.divider(),
      list(S, 'service', 'Services'),
      list(S, 'caseStudy', 'Case Studies'),
      list(S, 'testimonial', 'Testimonials'),
      // Newest first (the schema's "Newest first" ordering); without a default the list sorts by last edited.
      list(S, 'blogPost', 'Blog').child(
        typeList(S, 'blogPost', 'Blog').defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
      ),
      list(S, 'person', 'People'),
      list(S, 'faqItem', 'FAQ'),
      list(S, 'stat', 'Stats'),
      list(S, 'costComparison', 'Cost Comparisons'),
      list(S, 'industry', 'Industries'),
      list(S, 'integrationCategory', 'Integrations'),
      // Partner statuses and certificates: one list, which badge sections on any page choose from.
      list(S, 'credential', 'Credentials'),
      S.divider(),
      list(S, 'redirect', 'Redirects'),
      leadsInbox(S, context),
      // Messages whose e-mail has not reached the team (still retried, or given up): a mail server that is down
      // shows here rather than only in a server log.
      S.listItem()
        .id('undeliveredContactSubmissions')
        .title('E-mail Not Delivered')
        .icon(WarningOutlineIcon)
        .child(
          S.documentList()
            .id('undeliveredContactSubmissions')
            .title('E-mail Not Delivered')
            .schemaType('contactSubmission')
            .apiVersion('2025-02-19')
            .filter(UNDELIVERED_LEADS_FILTER)
            .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
            .initialValueTemplates([])
            .menuItems([]),
        ),
      // What visitors asked the chat assistant that it could not answer, most asked first (docs/chat.md): the
      // content to write next. The chat function writes them; marketing deletes a group once the site answers it.
      S.listItem()
        .id('unansweredQuestions')
        .title('Unanswered questions')
        .icon(HelpCircleIcon)
        .child(
          S.documentList()
            .id('unansweredQuestions')
            .title('Unanswered questions')
            .schemaType('unansweredQuestion')
            .apiVersion('2025-02-19')
            .filter('_type == "unansweredQuestion"')
            .defaultOrdering([
              { field: 'count', direction: 'desc' },
              { field: 'lastAskedAt', direction: 'desc' },
            ])
            .initialValueTemplates([])
            .menuItems([]),
        ),
    ])
