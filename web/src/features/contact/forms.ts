import { preloadable } from '#web/hydration/preloadable.tsx'
import type { ContactFormSectionData } from './types.ts'

type FormProps = { section: ContactFormSectionData }

// Each form in its own chunk: the home page never loads the contact page's validation schema.
export const HomeContactForm = preloadable<FormProps>(
  'src/features/contact/HomeContactForm.tsx',
  () => import('./HomeContactForm.tsx'),
)
export const ContactPageForm = preloadable<FormProps>(
  'src/features/contact/ContactPageForm.tsx',
  () => import('./ContactPageForm.tsx'),
)
