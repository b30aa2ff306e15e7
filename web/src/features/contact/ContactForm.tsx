import { Boundary } from '#web/hydration/Boundary.tsx'
import { ContactPageForm, HomeContactForm } from './forms.ts'
import type { ContactFormSectionData } from './types.ts'

/** The contact form a `contactFormSection` asks for: the short home form or the full contact page form. */
export function ContactForm({ section }: { section: ContactFormSectionData }) {
  return (
    <Boundary>
      {section.variant === 'full' ? (
        <ContactPageForm section={section} />
      ) : (
        <HomeContactForm section={section} />
      )}
    </Boundary>
  )
}
