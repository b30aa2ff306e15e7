// Writes web/src/components/icons.svg: one <symbol> per CMS icon name and per layout icon, drawn from Lucide's own icon data.
// Run after changing web/src/components/icon-names.ts: npx node build/generate-icon-sprite.ts
// (tests/web/icon-sprite.test.ts fails while the committed sprite is out of date).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { rootDir } from '#shared/paths.ts'
import { SPRITE_FILES } from '../web/src/components/icon-names.ts'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

export async function iconSprite(): Promise<string> {
  const symbols: string[] = []
  for (const [name, file] of Object.entries(SPRITE_FILES)) {
    // The icon modules by file: the package's export map does not expose them by path.
    const url = pathToFileURL(join(rootDir, `node_modules/lucide-react/dist/esm/icons/${file}.mjs`)).href
    const module = (await import(url)) as { __iconData: { node: IconNode } }
    const children = module.__iconData.node
      .map(
        ([tag, { key: _key, ...attributes }]) =>
          `<${tag} ${Object.entries(attributes)
            .map(([k, v]) => `${k}="${escape(v)}"`)
            .join(' ')}/>`,
      )
      .join('')
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

export const spriteFile = join(rootDir, 'web/src/components/icons.svg')

if (import.meta.main) {
  await writeFile(spriteFile, await iconSprite())
  console.log(`wrote ${spriteFile}`)
}
