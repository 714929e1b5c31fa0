import type { Me, Sign } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useMe } from '@/features/auth'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { SignsSection } from './signs-section'

withTestUser('casey@example.com', 'Casey')

const ROAD: Sign = {
  id: '0b6e3c1e-8f4c-4a43-9b1a-6c0f5d0a0001',
  name: 'Road sign',
  width: 384,
  height: 192,
  depth: 'full',
  format: 'mp4',
  fps: 'source',
  codec: 'mjpeg',
  preset: null,
  maxBytes: null,
}

const meWith = (signs: Sign[]): Me => ({
  email: 'casey@example.com',
  name: 'Casey',
  role: 'customer',
  signs,
  metadata: {
    subscription_type: 'Free',
    subscription_status: 'inactive',
    sign_width: 384,
    sign_height: 192,
  },
  subscription: {
    remaining_total_orders: 0,
    remaining_customization_orders: 0,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: 0,
    period_customizations_left: 0,
    credit_packs: [],
    billed: false,
  },
})

const fieldsOf = ({ id: _id, ...fields }: Sign) => fields

function Section() {
  const me = useMe()
  return me.data ? <SignsSection me={me.data} /> : null
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement & HTMLSelectElement

describe('SignsSection', () => {
  it('lists each sign’s size and file, and states the limit', async () => {
    fakeApi({
      '/api/me': meWith([
        ROAD,
        {
          ...ROAD,
          id: 'b',
          name: 'Lobby',
          depth: 'amber',
          format: 'gif',
          fps: 15,
          maxBytes: 2 * 1024 * 1024,
        },
      ]),
    })
    renderWithRouter(<Section />)
    expect(
      await screen.findByText('384 × 192 px · Full colour · MP4 · Clip’s own rate'),
    ).toBeTruthy()
    expect(screen.getByText('384 × 192 px · Amber · GIF · 15 fps · at most 2 MB')).toBeTruthy()
    expect(screen.getByText(/up to 20 signs/)).toBeTruthy()
  })

  it('adds a sign from a controller preset and a budget in KB', async () => {
    const posted: unknown[] = []
    fakeApi({
      '/api/me': meWith([]),
      '/api/me/signs': (_url: URL, body: unknown) => {
        posted.push(body)
        return { ...ROAD, id: 'new' }
      },
    })
    renderWithRouter(<Section />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a sign' }))
    const form = screen.getByRole('form', { name: 'Add a sign' })
    fireEvent.change(field(form, 'Name'), { target: { value: 'Tower' } })
    fireEvent.change(field(form, 'Width (px)'), { target: { value: '96' } })
    fireEvent.change(field(form, 'Height (px)'), { target: { value: '32' } })
    fireEvent.change(field(form, 'Controller preset (optional)'), {
      target: { value: 'generic-15' },
    })
    expect(field(form, 'Format').value).toBe('avi')
    expect(field(form, 'Frame rate').value).toBe('15')
    fireEvent.change(field(form, 'File-size budget (optional)'), { target: { value: '640' } })
    fireEvent.change(field(form, 'Unit'), { target: { value: 'KB' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add sign' }))
    await screen.findByText('No signs yet.', { exact: false })
    expect(posted).toEqual([
      {
        name: 'Tower',
        width: 96,
        height: 32,
        depth: 'full',
        format: 'avi',
        fps: 15,
        codec: 'mjpeg',
        preset: 'generic-15',
        maxBytes: 640 * 1024,
      },
    ])
  })

  it('names the bad field before asking, and shows the server’s refusal', async () => {
    fakeApi({ '/api/me': meWith([ROAD]), '/api/me/signs': 409 })
    renderWithRouter(<Section />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a sign' }))
    const form = screen.getByRole('form', { name: 'Add a sign' })
    fireEvent.click(within(form).getByRole('button', { name: 'Add sign' }))
    expect(within(form).getByText('name: give the sign a name')).toBeTruthy()
    expect(within(form).getByText('width must be a number of pixels')).toBeTruthy()
    fireEvent.change(field(form, 'Name'), { target: { value: 'Tower' } })
    fireEvent.change(field(form, 'Width (px)'), { target: { value: '96' } })
    fireEvent.change(field(form, 'Height (px)'), { target: { value: '32' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add sign' }))
    expect((await within(form).findByText('failed 409')).getAttribute('role')).toBe('alert')
  })

  it('changes a sign with PATCH and deletes one with DELETE', async () => {
    const api = fakeApi({
      '/api/me': meWith([ROAD]),
      [`/api/me/signs/${ROAD.id}`]: (_url: URL, body: unknown) =>
        body ? { ...ROAD, ...(body as object) } : null,
    })
    renderWithRouter(<Section />)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Road sign' }))
    const form = screen.getByRole('form', { name: 'Change Road sign' })
    expect(field(form, 'Width (px)').value).toBe('384')
    fireEvent.change(field(form, 'Name'), { target: { value: 'Motorway sign' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save sign' }))
    await screen.findByRole('button', { name: 'Edit Road sign' })
    fireEvent.click(screen.getByRole('button', { name: 'Delete Road sign' }))
    await waitFor(() => expect(api.mock.calls.length).toBeGreaterThanOrEqual(4))
    const calls = api.mock.calls
      .filter(([url]) => String(url).includes('/me/signs/'))
      .map(([url, init]) => [
        String(url),
        init?.method,
        init?.body && JSON.parse(String(init.body)),
      ])
    expect(calls).toEqual([
      [`/api/me/signs/${ROAD.id}`, 'PATCH', { ...fieldsOf(ROAD), name: 'Motorway sign' }],
      [`/api/me/signs/${ROAD.id}`, 'DELETE', undefined],
    ])
  })
})
