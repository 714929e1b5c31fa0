import type { AdminPersonalization } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { PersonalizationPage } from './personalization-page'

afterEach(() => {
  clearTestUser()
  vi.unstubAllGlobals()
})

const field = {
  name: 'price',
  label: 'Your price',
  default: 'ONLY $29.95',
  maxLength: 16,
  upperCase: true,
  box: { x: 0.03, y: 0.74, width: 0.94, height: 0.22 },
  font: 'bold',
  color: '#ffffff',
  backdrop: '#0b1533',
  align: 'center',
  animation: 'still',
  start: 0,
  end: 4,
} as const

const current: AdminPersonalization = {
  template: { fields: [{ ...field }], logo: null },
  clip: { durationSeconds: 6, width: 640, height: 320 },
  sourceVersion: '0123456789abcdef',
  clipVersion: '0123456789abcdef',
}

/** The admin API as the page calls it: the clip, its template, and what a PUT answers. */
function stubApi(answerPut: (body: unknown) => Response, read = current) {
  const puts: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/admin/catalogue/products/5') {
        return Response.json({ id: 5, title: 'Oil Change Special', img: '/media/oil.jpg' })
      }
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body))
        puts.push(body)
        return answerPut(body)
      }
      return Response.json(read)
    }),
  )
  return puts
}

const renderPage = () =>
  renderWithRouter(<PersonalizationPage />, {
    path: '/admin/catalogue/5/personalisation',
    route: '/admin/catalogue/:id/personalisation',
  })

describe('PersonalizationPage', () => {
  it("shows the template's fields and their boxes, and saves an edit as the whole template", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const puts = stubApi((body) => Response.json({ ...current, template: body }))
    renderPage()
    const card = (await screen.findByRole('group', { name: 'Field 1' })) as HTMLElement
    expect((within(card).getByLabelText('Default text') as HTMLInputElement).value).toBe(
      'ONLY $29.95',
    )
    expect((within(card).getByLabelText('Width (%)') as HTMLInputElement).value).toBe('94')
    expect(screen.getByRole('img', { name: 'Box of Your price' })).toBeTruthy()

    fireEvent.change(within(card).getByLabelText('Default text'), { target: { value: 'ONLY $19' } })
    fireEvent.change(within(card).getByLabelText('Top (%)'), { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save personalisation' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      fields: [{ ...field, default: 'ONLY $19', box: { ...field.box, y: 0.1 } }],
      logo: null,
    })
  })

  it("shows the server's refusal by the field it names", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    stubApi(() =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'fields.0.end: after the clip ends (6.0 s)',
        },
        { status: 400 },
      ),
    )
    renderPage()
    const card = (await screen.findByRole('group', { name: 'Field 1' })) as HTMLElement
    fireEvent.change(within(card).getByLabelText('End (s, clip 6.0)'), { target: { value: '9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save personalisation' }))
    expect(await within(card).findByText('after the clip ends (6.0 s)')).toBeTruthy()
    expect(within(card).getByLabelText('End (s, clip 6.0)').getAttribute('aria-invalid')).toBe(
      'true',
    )
  })

  it('says so when the clip was replaced since the template was saved', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    stubApi(() => Response.json(current), { ...current, clipVersion: 'fedcba9876543210' })
    renderPage()
    expect(await screen.findByText(/The clip has been replaced since/)).toBeTruthy()
  })

  it('adds fields up to four, and removes one', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    stubApi(() => Response.json(current))
    renderPage()
    const add = await screen.findByRole('button', { name: 'Add a text field' })
    for (let i = 0; i < 3; i += 1) fireEvent.click(add)
    expect(screen.getAllByRole('group')).toHaveLength(4)
    expect((add as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 2' }))
    expect(screen.getAllByRole('group')).toHaveLength(3)
  })
})

describe("PersonalizationPage's logo slot", () => {
  const slot = {
    label: 'Your team logo',
    box: { x: 0.03, y: 0.72, width: 0.2, height: 0.26 },
    backdrop: '#05070d',
    start: 0,
    end: 4,
  }
  const slotCard = () => screen.findByRole('group', { name: 'Logo slot' }) as Promise<HTMLElement>

  it('adds one slot over the whole clip, edits it and saves it with the fields', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const puts = stubApi((body) => Response.json({ ...current, template: body }))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Add logo slot' }))
    expect(screen.queryByRole('button', { name: 'Add logo slot' })).toBeNull()
    const card = await slotCard()
    expect((within(card).getByLabelText('End (s, clip 6.0)') as HTMLInputElement).value).toBe('6')
    expect(screen.getByRole('img', { name: 'Box of the logo slot: Your logo' })).toBeTruthy()

    fireEvent.change(within(card).getByLabelText('Label'), { target: { value: 'Your team logo' } })
    fireEvent.click(within(card).getByLabelText('Fill'))
    fireEvent.change(within(card).getByLabelText('End (s, clip 6.0)'), { target: { value: '4' } })
    fireEvent.change(within(card).getByLabelText('Width (%)'), { target: { value: '25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save personalisation' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      fields: [field],
      logo: {
        label: 'Your team logo',
        box: { x: 0.03, y: 0.6, width: 0.25, height: 0.35 },
        backdrop: '#000000',
        start: 0,
        end: 4,
      },
    })
  })

  it('moves the slot by dragging its box over the poster', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    stubApi(() => Response.json(current), { ...current, template: { fields: [field], logo: slot } })
    renderPage()
    const box = await screen.findByRole('img', { name: 'Box of the logo slot: Your team logo' })
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 320 }),
    )
    fireEvent.pointerDown(box, { clientX: 100, clientY: 100, pointerId: 1 })
    fireEvent.pointerMove(box, { clientX: 164, clientY: 68, pointerId: 1 })
    fireEvent.pointerUp(box, { pointerId: 1 })
    const card = await slotCard()
    expect((within(card).getByLabelText('Left (%)') as HTMLInputElement).value).toBe('13')
    expect((within(card).getByLabelText('Top (%)') as HTMLInputElement).value).toBe('62')
  })

  it('saves a template with a logo slot and no text field, and removes the slot', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const puts = stubApi((body) => Response.json({ ...current, template: body }), {
      ...current,
      template: { fields: [field], logo: slot },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove field 1' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save personalisation' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({ fields: [], logo: slot })

    fireEvent.click(within(await slotCard()).getByRole('button', { name: 'Remove logo slot' }))
    expect(screen.queryByRole('group', { name: 'Logo slot' })).toBeNull()
    expect(screen.getByText(/This clip is plain/)).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Save personalisation' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
  })

  it("shows the server's refusals of the slot by the inputs they name", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    stubApi(
      () =>
        Response.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message:
              'logo.box.width: the box must end inside the frame (x + width at most 1); logo.end: after the clip ends (6.0 s)',
          },
          { status: 400 },
        ),
      { ...current, template: { fields: [field], logo: slot } },
    )
    renderPage()
    const card = await slotCard()
    fireEvent.click(screen.getByRole('button', { name: 'Save personalisation' }))
    expect(
      await within(card).findByText('the box must end inside the frame (x + width at most 1)'),
    ).toBeTruthy()
    expect(within(card).getByText('after the clip ends (6.0 s)')).toBeTruthy()
    expect(within(card).getByLabelText('Width (%)').getAttribute('aria-invalid')).toBe('true')
    expect(within(card).getByLabelText('End (s, clip 6.0)').getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(screen.queryByText(/^logo\./)).toBeNull()
  })
})
