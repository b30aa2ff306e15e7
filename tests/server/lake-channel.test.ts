// The live server's render thread asks the embedded lake through a message channel, not over HTTP to its own server
// (render/lake-channel.ts).
import { MessageChannel } from 'node:worker_threads'
import { afterEach, expect, test } from 'vitest'
import { lakeOverChannel, serveLake, type LakeBytesQuery } from '../../render/lake-channel.ts'

const channels: MessageChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close()
    channel.port2.close()
  }
})

function connect(ask: LakeBytesQuery) {
  const channel = new MessageChannel()
  channels.push(channel)
  serveLake(channel.port1, ask)
  return lakeOverChannel(channel.port2)
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

test('a query answers the lake’s result, parsed, with its sync tags', async () => {
  const asked: unknown[] = []
  const query = connect(async (groq, params) => {
    asked.push([groq, params])
    return { result: bytes({ title: 'Home' }), syncTags: ['s1:abc'] }
  })
  expect(await query('*[_id == $id][0]', { id: 'home' })).toEqual({
    result: { title: 'Home' },
    syncTags: ['s1:abc'],
  })
  expect(asked).toEqual([['*[_id == $id][0]', { id: 'home' }]])
})

test('a query with no value answers undefined, and a view into a larger buffer arrives whole', async () => {
  const shared = new Uint8Array(64)
  shared.set(bytes([1, 2]), 8)
  const answers = [undefined, shared.subarray(8, 8 + bytes([1, 2]).length)]
  const query = connect(async () => ({ result: answers.shift(), syncTags: [] }))
  expect((await query('*[false][0]', {})).result).toBeUndefined()
  expect((await query('[1, 2]', {})).result).toEqual([1, 2])
})

test('a query error reaches the render thread with its message', async () => {
  const query = connect(async () => {
    throw Object.assign(new Error('param $id referenced, but not provided'), { status: 400 })
  })
  await expect(query('*[_id == $id]', {})).rejects.toThrow('param $id referenced, but not provided')
})

test('a query the lake is too busy for (503) is asked again', async () => {
  let calls = 0
  const query = connect(async () => {
    if (++calls < 3) throw Object.assign(new Error('Too many queries are waiting'), { status: 503 })
    return { result: bytes(3), syncTags: [] }
  })
  expect((await query('3', {})).result).toBe(3)
  expect(calls).toBe(3)
})
