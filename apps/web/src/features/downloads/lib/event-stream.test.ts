import { describe, expect, it } from 'vitest'
import { parseEventStream } from './event-stream'

describe('parseEventStream', () => {
  it('reads named events and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEventStream(
      ': ping\n\nevent: converting\ndata: {"progress":0.5}\n\nevent: ready\ndata: {"pro',
    )
    expect(events).toEqual([{ event: 'converting', data: '{"progress":0.5}' }])
    expect(parseEventStream(`${rest}gress":1}\r\n\r\n`).events).toEqual([
      { event: 'ready', data: '{"progress":1}' },
    ])
  })

  it('joins multi-line data and defaults the name to message', () => {
    expect(parseEventStream('data: a\ndata: b\n\n').events).toEqual([
      { event: 'message', data: 'a\nb' },
    ])
  })
})
