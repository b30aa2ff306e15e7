import { ContactPageForm } from './ContactPageForm.tsx'
import { HomeContactForm } from './HomeContactForm.tsx'
import type { ContactFormSectionData } from './types.ts'

/** The contact form a `contactFormSection` asks for: the short home form or the full contact page form. */
export function ContactFormSection({ section }: { section: ContactFormSectionData }) {
  return section.variant === 'full' ? (
    <ContactPageForm section={section} />
  ) : (
    <HomeContactForm section={section} />
  )
}
