// Module cards draw the marketer's emoji as Twemoji's artwork: the file the site asks for is the one the build serves.
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { describe, expect, test } from 'vitest'
import { twemojiName } from '../../web/src/components/twemoji-name.ts'
import { TWEMOJI_PATH, twemojiFiles } from '../../vite.plugins.ts'

describe("an emoji's artwork file", () => {
  test('a plain emoji is its code point in lower-case hex', () => {
    expect(twemojiName('📊')).toBe('1f4ca')
  })

  test('a ZWJ sequence joins every code point, the joiner included, with "-"', () => {
    expect(twemojiName('👩‍💻')).toBe('1f469-200d-1f4bb')
  })

  test('the emoji-style variation selector U+FE0F is left out, typed or not', () => {
    expect(twemojiName('❤️')).toBe('2764')
    expect(twemojiName('❤')).toBe('2764')
    expect(twemojiName('❤️‍🔥')).toBe('2764-200d-1f525')
    expect(twemojiName('#️⃣')).toBe('23-20e3')
  })

  test("visual editing's payload and surrounding spaces are no part of the emoji", () => {
    expect(twemojiName(' 🎯\u200b\u200d\u2062\ufeff')).toBe('1f3af')
  })
})

describe('the artwork in the build', () => {
  const files = twemojiFiles()

  test('every file of @twemoji/svg is served under its own name, in a folder named after the version', () => {
    const packageDir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'))
    expect(files.size).toBe(readdirSync(packageDir).filter((file) => file.endsWith('.svg')).length)
    expect(TWEMOJI_PATH).toBe('/assets/twemoji-15.0.0')
  })

  test('the names above, and every emoji of the seed, are files', () => {
    for (const emoji of [
      '📊',
      '👩‍💻',
      '❤️',
      '❤️‍🔥',
      '#️⃣',
      '👁️‍🗨️',
      '🎯',
      '🏢',
      '🏭',
      '👥',
      '💰',
      '💳',
      '📈',
      '📒',
      '📦',
      '🛒',
      '🧾',
    ])
      expect(files.has(twemojiName(emoji)), emoji).toBe(true)
  })

  test('each file has a size, so a browser tells a loaded image from a failed one', () => {
    for (const svg of files.values())
      expect(svg.subarray(0, 40).toString()).toMatch(/^<svg width="36" height="36" /)
  })
})
