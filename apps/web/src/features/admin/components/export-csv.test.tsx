import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { ExportCsv } from './export-csv'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const FILE = 'marquee-orders-2026-11-01-to-2026-11-27.csv'
const CSV = '\uFEFFreference,kind\r\n1,clip\r\n2,plan\r\n'

withTestUser('admin@marquee.local', 'Ada')

let saved: string[] = []
beforeEach(() => {
  saved = []
  Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.mocked(notify).mockClear()
})

describe('ExportCsv', () => {
  it('fetches the chosen days with the token, saves the file and says what it held', async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${FILE}"`,
          },
        }),
    )
    vi.stubGlobal('fetch', fetchSpy)
    renderWithRouter(<ExportCsv name="orders" />)
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of orders' }))
    await waitFor(() => expect(saved).toEqual([FILE]))
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/admin/exports/orders.csv?from=2026-11-01&to=2026-11-27')
    expect(init.headers).toEqual({ authorization: 'Bearer token' })
    expect(notify).toHaveBeenCalledWith(
      'success',
      `2 rows, 2026-11-01 to 2026-11-27, saved as ${FILE}`,
      'Exported orders',
    )
  })

  it("shows the server's refusal and saves nothing", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { statusCode: 400, error: 'Bad Request', message: 'from: from is after to' },
        { status: 400 },
      ),
    )
    renderWithRouter(<ExportCsv name="customers" />)
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of customers' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'from: from is after to'))
    expect(saved).toEqual([])
  })
})
