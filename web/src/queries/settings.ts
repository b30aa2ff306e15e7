import { defineQuery } from 'groq'
import { imageFields, linkFields, redirectFields, seoFields } from './fragments.ts'

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  companyName, tagline, description, siteUrl, phone, phoneHref, email, officeAddress, emergencyPhone, emergencyLabel, phoneHours,
  replyPromise, bookingUrl, bookingLabel, socialLinks[]{_key, network, label, url}, copyrightYear, copyrightHolder,
  defaultSeo{${seoFields}}, shareImage{${imageFields}}, notFound, caseStudyNotFound, newTabHint, assistant
}`)

export const navigationQuery = defineQuery(`*[_id == "navigation"][0]{
  servicesLabel,
  serviceGroups[]{_key, title, links[]{${linkFields}}},
  viewAllLink{${linkFields}},
  links[]{${linkFields}},
  cta{${linkFields}},
  mobilePanelTitle, mobileServicesTitle, mobileServiceLinks[]{${linkFields}},
  mobileCompanyTitle, mobileCompanyLinks[]{${linkFields}},
  footerColumns[]{_key, title, items[]{${linkFields}}},
  footerTagline
}`)

export const redirectsQuery = defineQuery(`*[_type == "redirect"]{ ${redirectFields} }`)
