// What a contact form says about where it is (validation/attribution.ts): the page it is on, which form section it
// is and that section's campaign code. Hidden fields, so a form posted without scripts says it too; the hydrated form
// sends the same with the visit's first touch (visit.ts).
import { useContext } from 'react'
import { cleanAttribution, type Attribution } from '#validation/attribution.ts'
import type { ContactFormSectionData } from './types.ts'
import { SendingPage } from './sending-page.ts'

const FORM_NAMES = { home: 'Short form', full: 'Full form' } as const

/** The attribution fields of the form a section shows on the page around it. */
export function useFormAttribution(section: ContactFormSectionData): Attribution {
  const page = useContext(SendingPage)
  return cleanAttribution({
    pagePath: page.path,
    pageTitle: page.title,
    formKey: section._key,
    formName: section.formName || FORM_NAMES[section.variant === 'full' ? 'full' : 'home'],
    campaignCode: section.campaignCode,
  })
}

/** The same as hidden inputs, for the form post before hydration or without scripts. */
export function AttributionFields({ attribution }: { attribution: Attribution }) {
  return Object.entries(attribution).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}
