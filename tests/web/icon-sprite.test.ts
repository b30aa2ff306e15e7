import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { iconSprite, spriteFile } from '../../build/generate-icon-sprite.ts'
import { ICON_FILES } from '../../web/src/components/icon-names.ts'

test('the committed icon sprite matches the icon names (run build/generate-icon-sprite.ts)', async () => {
  expect(await readFile(spriteFile, 'utf8')).toBe(await iconSprite())
})

test('every CMS icon name has a symbol in the sprite', async () => {
  const sprite = await readFile(spriteFile, 'utf8')
  for (const name of Object.keys(ICON_FILES)) expect(sprite).toContain(`<symbol id="${name}"`)
})
