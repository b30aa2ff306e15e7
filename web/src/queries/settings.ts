import { defineQuery } from 'groq'
import { imageFields, linkFields, seoFields } from './fragments.ts'
import { redirectFields } from '../../../schemas/lib/address-groq.ts'
import { FIGURE_LINE } from '../../../schemas/lib/figure-text.ts'
import { navigationDoc, siteSettingsDoc } from '../../../schemas/lib/language-groq.ts'

export const siteSettingsQuery = defineQuery(`${siteSettingsDoc}{
  companyName, tagline, description, siteUrl, phone, phoneHref, email, officeAddress, emergencyPhone, emergencyLabel, phoneHours,
  replyPromise, bookingUrl, bookingLabel, socialLinks[]{_key, network, label, url}, copyrightYear, copyrightHolder,
  defaultSeo{${seoFields}}, shareImage{${imageFields}}, notFound, caseStudyNotFound, newTabHint, skipLinkLabel, mainMenuLabel, closeMenuLabel, assistant,
  analytics, consentBanner{..., "privacyPath": privacyPage->path}
}`)

/**
 * A menu's links, kept when they go somewhere: a link to a page that was deleted (its chosen page has no address any
 * more) leaves the menu rather than stay as words that go nowhere. Use as `field[]{linkFields}` followed by it.
 */
const stillLinked = `[kind != "internal" || defined(href)]`

/** The menus; the mobile panel's lists are the header's links (schemas/singletons/navigation.ts). */
export const navigationQuery = defineQuery(`${navigationDoc}{
  servicesLabel,
  serviceGroups[]{_key, title, "links": links[]{${linkFields}}${stillLinked}},
  viewAllLink{${linkFields}},
  "links": links[]{${linkFields}}${stillLinked},
  cta{${linkFields}},
  mobilePanelTitle, mobileServicesTitle,
  "mobileServiceLinks": serviceGroups[].links[]{${linkFields}}${stillLinked},
  "mobileAllServicesLink": viewAllLink{${linkFields}, "label": ^.mobileAllServicesLabel},
  mobileCompanyTitle, "mobileCompanyLinks": links[]{${linkFields}}${stillLinked},
  footerColumns[]{_key, title, "items": items[]{${linkFields}}${stillLinked}},
  "footerTagline": array::join(footerTagline[]${FIGURE_LINE}, " ")
}`)

export const redirectsQuery = defineQuery(`*[_type == "redirect"]{ ${redirectFields} }`)
