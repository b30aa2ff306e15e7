// The build's page writer (render/page-writer-thread.ts): a page and its compressed copies, on its own thread.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PageWriterThread } from '../../render/page-writer-thread.ts'

let dir: string
let writer: PageWriterThread
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-writer-'))
  writer = new PageWriterThread()
})
afterAll(async () => {
  await writer.close()
  await rm(dir, { recursive: true, force: true })
})

test('a page is written with its brotli and gzip copies beside it, folders made as needed', async () => {
  const html = `<!doctype html><p>${'Réunion café, '.repeat(500)}</p>`
  const file = join(dir, 'blog/an-article/index.html')
  await writer.write(file, html)
  expect(await readFile(file, 'utf8')).toBe(html)
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString('utf8')).toBe(html)
  expect(gunzipSync(await readFile(`${file}.gz`)).toString('utf8')).toBe(html)
})

test('a page that cannot be written fails with its file named, and the writer goes on with the next', async () => {
  // A file where the page's folder should be.
  await writeFile(join(dir, 'blocked'), 'not a folder')
  const blocked = join(dir, 'blocked/index.html')
  await expect(writer.write(blocked, '<p>x</p>')).rejects.toThrow(`could not write ${blocked}`)
  await writer.write(join(dir, 'next/index.html'), '<p>next</p>')
  expect(await readFile(join(dir, 'next/index.html'), 'utf8')).toBe('<p>next</p>')
})
