import type { SectionOf } from '../sections/types.ts'

export type ContactFormSectionData = SectionOf<'contactFormSection'>
