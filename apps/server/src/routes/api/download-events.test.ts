import { EventEmitter } from 'node:events'
import type { Download } from '@marquee/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { DownloadChanges } from '../../services/downloads/download-changes.ts'
import { streamDownloadEvents } from './download-events.ts'

const ID = '6c0f2d4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f'
const at = (status: Download['status'], progress: number) =>
  ({ id: ID, status, progress }) as Download

/** An open stream on a fake socket: what it wrote, and how often it read the row. */
function openStream(rows: Download[]) {
  const written: string[] = []
  const connection = new EventEmitter()
  const raw = { writeHead: vi.fn(), write: (text: string) => written.push(text), end: vi.fn() }
  const reply = { hijack: vi.fn(), raw } as unknown as FastifyReply
  const request = { raw: connection, log: { warn: vi.fn() } } as unknown as FastifyRequest
  const changes = new DownloadChanges()
  let reads = 0
  const read = async () => rows[Math.min(reads++, rows.length - 1)] ?? null
  const closing = new AbortController()
  streamDownloadEvents(request, reply, at('converting', 0.1), read, changes, closing.signal)
  const events = () => written.filter((text) => text.startsWith('id: ')).length
  return { changes, reads: () => reads, events, raw, hangUp: () => connection.emit('close') }
}

describe('a download progress stream', () => {
  it('reads the row only when the database says it changed', async () => {
    const stream = openStream([at('converting', 0.1), at('converting', 0.5), at('ready', 1)])
    await vi.waitFor(() => expect(stream.reads()).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(stream.reads()).toBe(1)

    stream.changes.seen('another-download')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stream.reads()).toBe(1)

    stream.changes.seen(ID)
    await vi.waitFor(() => expect(stream.events()).toBe(2))
    stream.changes.seen(undefined)
    await vi.waitFor(() => expect(stream.raw.end).toHaveBeenCalled())
    expect(stream.events()).toBe(3)
    expect(stream.changes.followed).toBe(0)
  })

  it('stops following when the customer leaves', async () => {
    const stream = openStream([at('converting', 0.1)])
    await vi.waitFor(() => expect(stream.reads()).toBe(1))
    stream.hangUp()
    expect(stream.changes.followed).toBe(0)
    stream.changes.seen(ID)
    expect(stream.reads()).toBe(1)
  })
})
