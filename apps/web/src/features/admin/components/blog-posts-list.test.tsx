import type { AdminBlogPost } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { BlogPostsList } from './blog-posts-list'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

beforeEach(() => setTestUser('admin@marquee.local', 'Ada'))
afterEach(() => {
  clearTestUser()
  vi.mocked(notify).mockClear()
})

const post: AdminBlogPost = {
  id: 7,
  title: 'Night shifts',
  author: 'Ada',
  summary: 'Dim it after dark.',
  img: '/media/blog/night.jpg',
  body: 'Dim it.',
  published: true,
  publishedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  updatedBy: null,
}

const deletes = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url))

describe('BlogPostsList', () => {
  it('asks in a dialog before deleting a post; keeping it sends nothing', async () => {
    const api = fakeApi({ '/api/admin/content/posts': [post], '/api/admin/content/posts/7': {} })
    renderWithRouter(<BlogPostsList />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Night shifts' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    expect(dialog.textContent).toContain('“Night shifts” leaves the blog and the sitemap at once.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deletes(api)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Delete Night shifts' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the post' }))
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Deleted the post “Night shifts”.'),
    )
    expect(deletes(api)).toEqual([expect.stringContaining('/api/admin/content/posts/7')])
  })
})
