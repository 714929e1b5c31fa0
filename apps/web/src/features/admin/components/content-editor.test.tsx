import type { AdminContentPage } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { ContentEditor } from './content-editor'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const page: AdminContentPage = {
  slug: 'about-us',
  path: '/pages/about-us',
  title: 'About Us',
  body: 'We make clips.',
  published: true,
  updatedAt: '2026-11-28T02:00:00.000Z',
  updatedBy: null,
}

/** The API's preview, as the server answers it: sanitised HTML (here, the words in a <p>). */
const preview = (_url: URL, body: unknown) => ({
  intro: `<p>${(body as { body: string }).body}</p>`,
  sections: [{ heading: 'Our studio', html: '<p>In Leeds.</p>' }],
})

beforeEach(() => setTestUser('admin@marquee.local', 'Ada'))
afterEach(() => {
  clearTestUser()
  vi.mocked(notify).mockClear()
})

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('ContentEditor', () => {
  it('previews the Markdown as the server renders it, following what is typed', async () => {
    fakeApi({ '/api/admin/content/preview': preview })
    renderWithRouter(<ContentEditor page={page} />)
    const pane = screen.getByRole('region', { name: 'Preview' })
    await waitFor(() => expect(pane.textContent).toContain('We make clips.'))
    fill('Markdown', 'We are three people.')
    await waitFor(() => expect(pane.textContent).toContain('We are three people.'))
    expect(screen.getByRole('heading', { level: 2, name: 'Our studio' })).toBeTruthy()
  })

  it('saves the title, Markdown and visibility, and says so', async () => {
    const sent: unknown[] = []
    fakeApi({
      '/api/admin/content/preview': preview,
      '/api/admin/content/pages/about-us': (_url: URL, body: unknown) => {
        sent.push(body)
        return { ...page, ...(body as object) }
      },
    })
    renderWithRouter(<ContentEditor page={page} />)
    fill('Title', 'About Marquee')
    fill('Markdown', 'Three people.')
    fireEvent.click(screen.getByRole('checkbox', { name: /Published/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Saved “About Marquee”: it is hidden from the shop.',
      ),
    )
    expect(sent).toEqual([{ title: 'About Marquee', body: 'Three people.', published: false }])
  })

  it('names a wrong field and sends nothing; shows a refusal under the field it names', async () => {
    const api = fakeApi({ '/api/admin/content/preview': preview })
    renderWithRouter(<ContentEditor page={page} />)
    fill('Title', '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('must not be empty')).toBeTruthy()
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')
    expect(api.mock.calls.some(([url]) => String(url).includes('/pages/'))).toBe(false)
    expect(notify).not.toHaveBeenCalled()

    fakeApi({ '/api/admin/content/preview': preview, '/api/admin/content/pages/about-us': 400 })
    fill('Title', 'About Us')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('failed 400')).toBeTruthy()
  })

  it('shows the Markdown or the preview on a phone, one tab at a time', () => {
    fakeApi({ '/api/admin/content/preview': preview })
    renderWithRouter(<ContentEditor page={page} />)
    const write = screen.getByRole('tab', { name: 'Markdown' })
    const look = screen.getByRole('tab', { name: 'Preview' })
    const pane = screen.getByRole('region', { name: 'Preview' })
    expect(write.getAttribute('aria-selected')).toBe('true')
    expect(pane.className).toMatch(/(^| )hidden /)
    fireEvent.click(look)
    expect(look.getAttribute('aria-selected')).toBe('true')
    expect(pane.className).not.toMatch(/(^| )hidden /)
    expect(screen.getByLabelText('Markdown').closest('div.hidden')).toBeTruthy()
  })
})
