// Reads a Server-Sent Events response event by event (comments such as heartbeats are skipped).

export interface ServerSentEvent {
  event: string
  id?: string
  data: unknown
}

export function readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    async next(timeoutMs = 5000): Promise<ServerSentEvent> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const fields = new Map<string, string>()
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue
            const colon = line.indexOf(':')
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart())
          }
          if (!fields.size) continue
          return {
            event: fields.get('event') ?? 'message',
            id: fields.get('id'),
            data: JSON.parse(fields.get('data') ?? 'null'),
          }
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no event in time')), Math.max(deadline - Date.now(), 0)),
          ),
        ])
        if (chunk.done) throw new Error('the stream ended')
        buffer += chunk.value
      }
    },
    close: () => reader.cancel(),
  }
}
