// The forms' messages in the page's language (validation/messages.ts): the CMS's text for each one a translation
// words, the spec's exact English text for the rest and for English itself.
import { describe, expect, test } from 'vitest'
import {
  characterCount,
  FORM_MESSAGES,
  formMessages,
  MESSAGES,
  notSentMessage,
  reworded,
} from '../../validation/messages.ts'
import { contactPageErrors } from '../../validation/contact-page.ts'

const german = formMessages({
  required: 'Bitte füllen Sie dieses Feld aus',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  sendFailed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  characterCount: '{count}/{limit} Zeichen',
  reachUs: 'Oder erreichen Sie uns direkt: {ways}.',
  call: 'Telefon {phone}',
  email: 'E-Mail an {email}',
  or: 'oder',
  invalidPhone: '   ',
})

describe('formMessages', () => {
  test('without texts (English) is the spec’s exact messages', () => {
    expect(formMessages(null)).toEqual(FORM_MESSAGES)
    expect(formMessages(null).required).toBe('This field is required')
    expect(formMessages(null).fixErrors).toBe('Please fix the errors in the form')
  })

  test('takes each text the translation has, and the English one where it is empty or blank', () => {
    expect(german.required).toBe('Bitte füllen Sie dieses Feld aus')
    expect(german.invalidPhone).toBe(MESSAGES.invalidPhone)
    expect(german.fixErrors).toBe(MESSAGES.fixErrors)
  })
})

test('reworded: an English message in the language’s words; any other text as it is', () => {
  expect(reworded(MESSAGES.invalidEmail, german)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein')
  expect(reworded('Name is too long', german)).toBe('Name is too long')
})

test('the message counter in German', () => {
  expect(characterCount(german, 12, 2000)).toBe('12/2000 Zeichen')
  expect(characterCount(FORM_MESSAGES, 12, 2000)).toBe('12/2000 characters')
})

test('the not-sent message names the other ways to reach us in the language', () => {
  const contact = { phone: '+1 (555) 123-4567', email: 'info@example.com' }
  expect(notSentMessage(contact, german)).toBe(
    'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut. Oder erreichen Sie uns direkt: Telefon +1 (555) 123-4567 oder E-Mail an info@example.com.',
  )
  expect(notSentMessage(contact)).toBe(
    'Failed to send message. Please try again. Or reach us directly: call +1 (555) 123-4567 or e-mail info@example.com.',
  )
})

test('the contact page form’s rules give the language’s messages', () => {
  const errors = contactPageErrors({ firstName: '', lastName: 'B', email: 'x', message: 'Hallo' }, german)
  expect(errors).toEqual({
    firstName: 'Bitte füllen Sie dieses Feld aus',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  })
})
