// The texts of a contact form (labels, service choices, button) as the page query returns them: the section's own
// where it has them, else those of the shared "Contact form texts" document, field by field, so the form always
// gets every text. Evaluated with groq-js over small datasets and over the seed.
import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, test } from 'vitest'
import { pageByPathQuery } from '../../web/src/queries/page.ts'
import type { ContactFormSectionData } from '../../web/src/features/contact/types.ts'
import { CONTACT_FORM_LABELS, CONTACT_FORM_MESSAGES } from '../../schemas/lib/contact-form-texts.ts'
import { FORM_MESSAGES } from '../../validation/messages.ts'
import { contactFormDefaults } from '../../schemas/singletons/contactFormDefaults.ts'
import { contactFormSection } from '../../schemas/sections/contactFormSection.ts'

type Doc = Record<string, unknown>

const sharedLabels = {
  name: 'Full name',
  firstName: 'Given name',
  lastName: 'Family name',
  email: 'Work e-mail',
  company: 'Organisation',
  phone: 'Telephone',
  service: 'Area',
  servicePlaceholder: 'Pick one',
  message: 'Your message',
  messagePlaceholder: 'What can we do?',
}
const texts = {
  _id: 'contactFormDefaults',
  _type: 'contactFormDefaults',
  serviceOptions: [
    { _key: 'sap', value: 'sap', label: 'SAP' },
    { _key: 'testing', value: 'testing', label: 'Testing' },
  ],
  submitLabel: 'Send',
  labels: sharedLabels,
}

/** The contact form of a page at /landing whose form section has `fields`, as the site's page query returns it. */
async function formWith(fields: Doc, documents: Doc[] = [texts]) {
  const page = {
    _id: 'page-landing',
    _type: 'page',
    path: '/landing',
    sections: [{ _key: 'contact', _type: 'contactFormSection', variant: 'home', ...fields }],
  }
  const result = (await (
    await evaluate(parse(pageByPathQuery), { dataset: [...documents, page], params: { path: '/landing' } })
  ).get()) as { sections: ContactFormSectionData[] }
  return result.sections[0]!
}

describe('a contact form', () => {
  test('with no texts of its own gets every text of Contact form texts', async () => {
    const form = await formWith({})
    expect({
      serviceOptions: form.serviceOptions,
      submitLabel: form.submitLabel,
      labels: form.labels,
    }).toEqual({
      serviceOptions: texts.serviceOptions,
      submitLabel: 'Send',
      labels: sharedLabels,
    })
  })

  test('with a label of its own shows it, and the shared ones for every other label', async () => {
    const form = await formWith({ labels: { email: 'E-mail address' } })
    expect(form.labels).toEqual({ ...sharedLabels, email: 'E-mail address' })
  })

  test('with service choices of its own shows those instead of the whole shared list', async () => {
    const own = [{ _key: 'staff', value: 'staff', label: 'IT Staffing' }]
    expect((await formWith({ serviceOptions: own })).serviceOptions).toEqual(own)
  })

  test('whose service choices were all removed shows the shared list', async () => {
    expect((await formWith({ serviceOptions: [] })).serviceOptions).toEqual(texts.serviceOptions)
  })

  test('with a button text of its own shows it', async () => {
    expect((await formWith({ submitLabel: 'Talk to us' })).submitLabel).toBe('Talk to us')
  })

  test('keeps its own texts when there is no Contact form texts document', async () => {
    const form = await formWith({ submitLabel: 'Talk to us', labels: { name: 'Name' } }, [])
    expect([form.submitLabel, form.labels.name, form.labels.email]).toEqual(['Talk to us', 'Name', null])
  })
})

describe('the labels the query reads', () => {
  const labelFields = (type: { fields: { name: string; fields?: { name: string }[] }[] }) =>
    type.fields.find((field) => field.name === 'labels')!.fields!.map((field) => field.name)

  test('are every label of Contact form texts and of a contact form section, in order', async () => {
    const names = CONTACT_FORM_LABELS.map((label) => label.name)
    expect(Object.keys((await formWith({})).labels)).toEqual(names)
    expect(labelFields(contactFormDefaults as never)).toEqual(names)
    expect(labelFields(contactFormSection as never)).toEqual(names)
  })
})

describe('the seed', () => {
  const seed = readFileSync(new URL('../../content/production.ndjson', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const formAt = async (path: string) => {
    const page = (await (
      await evaluate(parse(pageByPathQuery), { dataset: seed, params: { path } })
    ).get()) as {
      sections: { _type: string }[]
    }
    return page.sections.find((section) => section._type === 'contactFormSection') as ContactFormSectionData
  }
  const labels = {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    service: 'Service of interest',
    servicePlaceholder: 'Select a service',
    message: 'Message',
  }

  test('the home form shows the shared texts: "Staff Augmentation" and "Tell us about your project"', async () => {
    const form = await formAt('/')
    expect(form.labels).toEqual({ ...labels, messagePlaceholder: 'Tell us about your project' })
    expect(form.serviceOptions?.map((option) => option.label)).toEqual([
      'SAP Implementation',
      'Microsoft Dynamics',
      'Staff Augmentation',
      'Software Development and Testing',
      'General Consultation',
    ])
    expect(form.submitLabel).toBe('Send Message')
  })

  test('the contact page form keeps its own "IT Staffing" and message hint over the shared texts', async () => {
    const form = await formAt('/contact')
    expect(form.labels).toEqual({
      ...labels,
      messagePlaceholder: 'Tell us about your project, timeline and goals',
    })
    expect(form.serviceOptions?.find((option) => option.value === 'staff')?.label).toBe('IT Staffing')
    expect(form.submitLabel).toBe('Send Message')
  })
})

test('the Studio has a field for every form message, each described with its exact English text', () => {
  expect(CONTACT_FORM_MESSAGES.map(({ name }) => name).sort()).toEqual(Object.keys(FORM_MESSAGES).sort())
  for (const { name, description } of CONTACT_FORM_MESSAGES)
    expect(description, name).toContain(`English: "${FORM_MESSAGES[name]}"`)
})
