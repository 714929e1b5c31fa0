import { conversionRetryMessage, conversionsUnderWayMessage, type Download } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { DownloadProgress } from '../components/download-progress'
import { useDownloadFlow } from './use-download-flow'

const id = '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44'
const download = (overrides: Partial<Download>): Download => ({
  id,
  productId: 1,
  productTitle: 'Oil Change Special',
  format: 'gif',
  width: 384,
  height: 192,
  fit: 'letterbox',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
  maxBytes: null,
  entitlement: 'credit',
  personalization: null,
  status: 'converting',
  progress: 0,
  attempt: 1,
  attemptsAllowed: 3,
  message: null,
  filename: 'oil-change-special_384x192.gif',
  url: null,
  licenceId: null,
  createdAt: '2026-11-22T22:00:00.000Z',
  readyAt: null,
  ...overrides,
})

const sse = (events: Download[]) =>
  new Response(
    events.map((event) => `event: ${event.status}\ndata: ${JSON.stringify(event)}\n\n`).join(''),
    {
      headers: { 'content-type': 'text/event-stream' },
    },
  )

function Harness() {
  const flow = useDownloadFlow()
  return (
    <>
      <button
        type="button"
        onClick={() => flow.start({ productId: 1, format: 'gif', width: 384, height: 192 })}
      >
        Go
      </button>
      {flow.processing && <DownloadProgress progress={flow.progress} notice={flow.notice} />}
      {flow.error && <p role="alert">{flow.error}</p>}
      {flow.done && (
        <button type="button" onClick={flow.finish}>
          Read {flow.done.filename}
        </button>
      )}
    </>
  )
}

function stubFetch(answers: Record<string, () => Response>) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname
    const answer = answers[path]
    if (!answer) return Response.json({ message: 'nope' }, { status: 404 })
    return answer()
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

withTestUser('pro@marquee.local', 'Priya Pro')

describe('useDownloadFlow (docs/requirements.md §4)', () => {
  it('follows the events, hands over the file, and goes home once the customer has read it', async () => {
    let finish: (response: Response) => void = () => undefined
    stubFetch({
      '/api/convert': () =>
        Response.json({ downloadId: id, status: 'queued', progress: 0 }, { status: 202 }),
      [`/api/downloads/${id}/events`]: () =>
        sse([
          download({ progress: 0.4 }),
          download({ status: 'ready', progress: 1, url: '/downloads/k?sig=1', licenceId: id }),
        ]),
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      finish(new Response(this.download))
    })
    const saved = new Promise<Response>((resolve) => {
      finish = resolve
    })
    const { router } = renderWithRouter(<Harness />, { path: '/shop/shop-details/1' })
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect(await (await saved).text()).toBe('oil-change-special_384x192.gif')
    expect(click).toHaveBeenCalledOnce()
    const read = await screen.findByRole('button', { name: 'Read oil-change-special_384x192.gif' })
    expect(router.state.location.pathname).toBe('/shop/shop-details/1')
    fireEvent.click(read)
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/home-style-4'))
  })

  it('says the converter restarted while a retry runs, then shows its progress', async () => {
    const encoder = new TextEncoder()
    let push: (event: Download) => void = () => undefined
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (event) =>
          controller.enqueue(
            encoder.encode(`event: ${event.status}\ndata: ${JSON.stringify(event)}\n\n`),
          )
      },
    })
    stubFetch({
      '/api/convert': () =>
        Response.json({ downloadId: id, status: 'queued', progress: 0 }, { status: 202 }),
      [`/api/downloads/${id}/events`]: () =>
        new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
    })
    renderWithRouter(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    push(download({ progress: 0.43 }))
    expect(await screen.findByText('43%')).toBeDefined()
    expect(screen.getByRole('status').textContent).toBe('Converting your clip…')

    const retrying = conversionRetryMessage(2, 3)
    push(download({ progress: 0, attempt: 2, message: retrying }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(retrying))
    expect(retrying).toBe('The converter restarted — retrying your clip (try 2 of 3)…')
    expect(screen.getByText('0%')).toBeDefined()
    push(download({ progress: 0.25, attempt: 2, message: retrying }))
    expect(await screen.findByText('25%')).toBeDefined()
    expect(screen.getByRole('status').textContent).toBe(retrying)
  })

  it('polls when the event stream is unavailable, and shows the SPEC message on failure', async () => {
    const fetch = stubFetch({
      '/api/convert': () =>
        Response.json({ downloadId: id, status: 'queued', progress: 0 }, { status: 202 }),
      [`/api/downloads/${id}`]: () =>
        Response.json(download({ status: 'failed', message: 'boom' })),
    })
    renderWithRouter(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error converting video. Please try again.',
    )
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/downloads/${id}`)
  })

  it("says 'FFmpeg not loaded. Please try again.' when the server has no ffmpeg", async () => {
    stubFetch({
      '/api/convert': () =>
        Response.json(
          {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'FFmpeg not loaded. Please try again.',
          },
          { status: 503 },
        ),
    })
    renderWithRouter(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'FFmpeg not loaded. Please try again.',
    )
  })

  it("shows the server's message when the customer has too many conversions under way", async () => {
    const message = conversionsUnderWayMessage(3)
    stubFetch({
      '/api/convert': () =>
        Response.json({ statusCode: 429, error: 'Too Many Requests', message }, { status: 429 }),
    })
    renderWithRouter(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Go' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have 3 conversions under way. Please wait for them to finish before asking for another.',
    )
  })
})
