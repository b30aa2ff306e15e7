// The site's files served from memory: the most recently read stay within the byte bound, and a file larger than an
// eighth of it is read from disk every time.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { FileCache } from '../../server/file-cache.ts'

async function files(sizes: Record<string, number>) {
  const dir = await mkdtemp(join(tmpdir(), 'file-cache-'))
  for (const [name, bytes] of Object.entries(sizes)) await writeFile(join(dir, name), 'x'.repeat(bytes))
  return (name: string) => join(dir, name)
}

describe('the file cache', () => {
  test('answers a file read before from memory, even once the file changes on disk', async () => {
    const path = await files({ 'a.html': 10 })
    const cache = new FileCache(1000)
    await cache.read(path('a.html'))
    await writeFile(path('a.html'), 'changed')
    expect((await cache.read(path('a.html'))).toString()).toBe('x'.repeat(10))
  })

  test('a new key for the same path (a new version) is read from disk again', async () => {
    const path = await files({ 'a.html': 10 })
    const cache = new FileCache(1000)
    await cache.read(path('a.html'), 'a|v1')
    await writeFile(path('a.html'), 'changed')
    expect((await cache.read(path('a.html'), 'a|v2')).toString()).toBe('changed')
  })

  test('stays within its bytes, letting go of the least recently read first', async () => {
    const names = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8']
    const path = await files(Object.fromEntries(names.map((name) => [name, 100])))
    const cache = new FileCache(800)
    for (const name of names.slice(0, 8)) await cache.read(path(name))
    await cache.read(path('f0'))
    await cache.read(path('f8'))
    expect(cache.size).toBe(800)
    for (const name of names) await writeFile(path(name), 'changed')
    expect((await cache.read(path('f0'))).toString()).toBe('x'.repeat(100))
    expect((await cache.read(path('f1'))).toString()).toBe('changed')
  })

  test('never keeps a file larger than an eighth of its bytes', async () => {
    const path = await files({ big: 101 })
    const cache = new FileCache(800)
    await cache.read(path('big'))
    expect(cache.size).toBe(0)
  })
})
