import type { AdminTaxonomy } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { makeAdminProduct } from '@/test/make-admin-product'
import { renderRoutes } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { CatalogPage } from './catalog-page'
import { ClipEditPage } from './clip-edit-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const taxonomy: AdminTaxonomy = {
  categories: [
    { id: 1, title: 'Automotive', parentId: null, clips: 2 },
    { id: 2, title: 'Car Wash', parentId: 1, clips: 2 },
    { id: 3, title: 'Holidays', parentId: null, clips: 1 },
  ],
  brands: [{ id: 4, name: 'Pixel Forge', clips: 3 }],
}
const clips = [
  makeAdminProduct(1, 'Tire Sale Countdown'),
  makeAdminProduct(2, 'Foam Wash Bubbles', { published: false }),
  makeAdminProduct(3, 'Holiday Snow Sale', { categoryId: 3 }),
]
const routes = [
  { path: '/admin/catalogue', element: <CatalogPage /> },
  { path: '/admin/catalogue/new', element: <ClipEditPage /> },
  { path: '/admin/catalogue/:id', element: <ClipEditPage /> },
]
const rowTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent)

beforeEach(() => {
  setTestUser('admin@marquee.local', 'Ada')
  vi.mocked(notify).mockClear()
})
afterEach(clearTestUser)

describe('CatalogPage', () => {
  it('searches and filters the list, keeping the filter in the URL', async () => {
    fakeApi({ '/api/admin/catalogue/products': clips, '/api/admin/catalogue/taxonomy': taxonomy })
    const { router } = renderRoutes(routes, '/admin/catalogue?category=1')
    await screen.findByRole('table')
    expect(rowTitles()).toEqual(['Tire Sale Countdown', 'Foam Wash Bubbles'])
    expect(screen.getByRole('status').textContent).toContain('2 of 3 clips match.')

    fireEvent.change(screen.getByLabelText('In the shop'), { target: { value: 'draft' } })
    expect(rowTitles()).toEqual(['Foam Wash Bubbles'])
    expect(router.state.location.search).toBe('?category=1&shop=draft')

    fireEvent.change(screen.getByLabelText('Search clips'), { target: { value: 'tire' } })
    expect(screen.getByText('No clips match these filters.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(rowTitles()).toEqual(['Tire Sale Countdown', 'Foam Wash Bubbles', 'Holiday Snow Sale'])
    expect(router.state.location.search).toBe('')
  })

  it('opens a clip on its own page, says it saved, and leads back to the list as filtered', async () => {
    const sent: unknown[] = []
    fakeApi({
      '/api/admin/catalogue/products': clips,
      '/api/admin/catalogue/taxonomy': taxonomy,
      '/api/admin/catalogue/products/3': (_url: URL, body: unknown) => {
        sent.push(body)
        return { ...clips[2], ...(body as object) }
      },
    })
    const { router } = renderRoutes(routes, '/admin/catalogue?q=snow')
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Holiday Snow Sale' }))
    const form = await screen.findByRole('form', { name: 'Edit Holiday Snow Sale' })
    expect(router.state.location.pathname).toBe('/admin/catalogue/3')
    fireEvent.change(within(form).getByLabelText('Price ($)'), { target: { value: '12' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Saved “Holiday Snow Sale”.'),
    )
    expect(sent).toEqual([expect.objectContaining({ price: 12 })])

    fireEvent.click(screen.getByRole('link', { name: 'Back to the catalogue' }))
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/catalogue?q=snow',
    )
  })

  it('says so when the clip asked for does not exist', async () => {
    fakeApi({ '/api/admin/catalogue/products': clips, '/api/admin/catalogue/taxonomy': taxonomy })
    renderRoutes(routes, '/admin/catalogue/99')
    expect(await screen.findByRole('heading', { name: 'Clip not found' })).toBeTruthy()
  })
})
