// The site's texts in the page's language ($language), as the site's queries embed them (docs/languages.md). Written
// out literally: TypeGen reads only constant strings.
import { documentPath } from './address-groq.ts'

/**
 * The Site Settings in $language: the English document's fields, each overridden by its translation's where the
 * translation has it, except what is one for the whole site (its address, the booking provider, analytics), which is
 * always the English document's: the server's security policy and every language's booking buttons follow that one.
 */
// One line each: every page's first JavaScript carries the texts of the queries that embed them.
export const siteSettingsDoc = /* groq */ `*[_id == "siteSettings"][0]{...,...*[_type == "siteSettings" && language == $language && _id != "siteSettings"][0],siteUrl,bookingProvider,bookingUrl,bookingDisplay,analytics}`

/** The menus in $language: the translation's, else the English document's. */
export const navigationDoc = /* groq */ `*[_id == "navigation"][0]{...,...*[_type == "navigation" && language == $language && _id != "navigation"][0]}`

/** The contact forms' shared texts in $language, each falling back to the English document's. */
export const contactFormDefaultsDoc = /* groq */ `*[_id == "contactFormDefaults"][0]{...,...*[_type == "contactFormDefaults" && language == $language && _id != "contactFormDefaults"][0]}`

/**
 * The versions of the document in scope in every language, from its `translation.metadata` document (written by
 * the Studio's translation plugin): `[{language, path}]`, the document's own among them; empty when it has none.
 */
export const translationsField = /* groq */ `"translations": coalesce(
  *[_type == "translation.metadata" && references(^._id)][0].translations[]{language, "path": value->{"path": ${documentPath}}.path}[defined(path)],
  []
)`

/**
 * The blog page in $language: its translation (from its `translation.metadata`), else the English one. An article
 * takes its listing's address and labels from it.
 */
export const blogPageDoc = /* groq */ `coalesce(*[_type == "translation.metadata" && references("page-blog")][0].translations[language == $language][0].value->, *[_id == "page-blog"][0])`

/** Documents of $language; those made before there were languages are English. */
export const inPageLanguage = /* groq */ `coalesce(language, "en") == $language`

/** A document in the default language: English, or made before there were languages. */
export const inDefaultLanguage = /* groq */ `coalesce(language, "en") == "en"`

/** A document in $language (one made before there were languages is English). */
export const inLanguage = /* groq */ `coalesce(language, "en") == $language`

/**
 * The Studio's "Missing in <language>" list: documents of the translated types ($types) in the default language,
 * published, that have no version in $language yet.
 */
export const missingTranslationFilter = /* groq */ `_type in $types && ${inDefaultLanguage} && !(_id in path("drafts.**")) && count(*[_type == "translation.metadata" && references(^._id)].translations[language == $language]) == 0`

/** The Studio's "<language> pages and texts" list: the documents of the translated types ($types) in $language. */
export const inLanguageFilter = /* groq */ `_type in $types && language == $language`
