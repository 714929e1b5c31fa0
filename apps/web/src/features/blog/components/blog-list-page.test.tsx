import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { stubIntersectionObserver } from '@/test/intersection'
import { makeBlogEntry } from '@/test/make-blog-entry'
import { renderWithRouter } from '@/test/render'
import { BlogListPage } from './blog-list-page'

const pictures = () =>
  within(screen.getByRole('region', { name: 'Posts' }))
    .queryAllByRole('img')
    .map((image) => image.getAttribute('src'))

function renderBlog() {
  fakeApi({ '/api/blog': [3, 2, 1].map(makeBlogEntry) })
  renderWithRouter(<BlogListPage layout="right-sidebar" />, {
    path: '/pages/blog',
    route: '/pages/blog',
  })
}

describe('BlogListPage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows every post with its picture and date', async () => {
    renderBlog()
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeTruthy()
    await waitFor(() =>
      expect(pictures()).toEqual([
        '/media/blog/3.webp',
        '/media/blog/2.webp',
        '/media/blog/1.webp',
      ]),
    )
    expect(screen.getAllByText('April 27, 2026').length).toBeGreaterThanOrEqual(3)
  })

  it('asks for the first picture at once and the others once the page has painted', async () => {
    // A browser that never paints: what the first render asks for is all there is.
    vi.stubGlobal('requestAnimationFrame', () => 0)
    renderBlog()
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 1' })).toBeTruthy()
    expect(pictures()).toEqual(['/media/blog/3.webp'])
    expect(screen.queryAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/media/blog/3.webp',
    ])
  })

  it("shows the sidebar's thumbnails once the visitor nears the sidebar", async () => {
    const viewport = stubIntersectionObserver()
    renderBlog()
    const sidebar = await screen.findByRole('complementary', { name: 'Blog sidebar' })
    const thumbnails = () => sidebar.querySelectorAll('img')
    await waitFor(() => expect(pictures()).toHaveLength(3))
    expect(thumbnails()).toHaveLength(0)
    const recent = within(sidebar).getByRole('heading', { name: 'Recent posts' }).parentElement
    if (!recent) throw new Error('no recent posts')
    viewport.scrollNear(recent)
    await waitFor(() => expect(thumbnails()).toHaveLength(3))
  })
})
