import { describe, expect, test } from 'vitest'
import { homePathOf, languageOfPath, translatedPath } from '../../shared/languages.ts'
import { pathLanguageProblem } from '../../schemas/lib/validation.ts'

describe('a page’s language comes from its address', () => {
  test('/de and the paths under it are German', () => {
    expect(languageOfPath('/de')).toBe('de')
    expect(languageOfPath('/de/kontakt')).toBe('de')
  })

  test('every other path is English, even one that starts with the letters', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/design-thinking')).toBe('en')
    expect(languageOfPath('/contact')).toBe('en')
  })

  test('each language’s home page is its prefix, the default language’s is /', () => {
    expect(homePathOf('en')).toBe('/')
    expect(homePathOf('de')).toBe('/de')
  })
})

describe('a new translation of a page starts at the original’s address under the language’s prefix', () => {
  test('into German', () => {
    expect(translatedPath('/contact', 'de')).toBe('/de/contact')
    expect(translatedPath('/', 'de')).toBe('/de')
  })

  test('back into English', () => {
    expect(translatedPath('/de/kontakt', 'en')).toBe('/kontakt')
    expect(translatedPath('/de', 'en')).toBe('/')
  })
})

describe('the Studio keeps a page’s address under its language', () => {
  test('a German page outside /de is refused, with the address it could have', () => {
    expect(pathLanguageProblem('/kontakt', 'de')).toBe(
      'A German page’s address starts with /de, e.g. /de/kontakt',
    )
  })

  test('an English page under /de is refused', () => {
    expect(pathLanguageProblem('/de/contact', 'en')).toBe(
      'Addresses under /de are the German pages’: this page is in English',
    )
  })

  test('a page without a language (made before there were languages) is English', () => {
    expect(pathLanguageProblem('/contact', undefined)).toBeNull()
    expect(pathLanguageProblem('/de/kontakt', undefined)).toBe(
      'Addresses under /de are the German pages’: this page is in English',
    )
  })

  test('pages at their own language’s addresses pass', () => {
    expect(pathLanguageProblem('/de', 'de')).toBeNull()
    expect(pathLanguageProblem('/de/kontakt', 'de')).toBeNull()
    expect(pathLanguageProblem('/contact', 'en')).toBeNull()
  })
})
