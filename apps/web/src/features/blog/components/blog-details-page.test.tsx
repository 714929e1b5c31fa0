import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { BlogDetailsPage } from './blog-details-page'

const entry = (id: number) => ({
  id,
  img: `/media/blog/${id}.jpg`,
  title: `Post ${id}`,
  author: 'Aisha Karimi',
  date: '2026-04-27T09:00:00.000Z',
  desc: `Summary ${id}`,
  blog: 'First paragraph.\n\nSecond paragraph.',
  html: '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
})

describe('BlogDetailsPage', () => {
  it('shows the post with its paragraphs', async () => {
    fakeApi({ '/api/blog': [entry(2), entry(1)] })
    renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details/1',
      route: '/pages/blog-details/:id',
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 1' })).toBeTruthy()
    expect(screen.getByText('First paragraph.')).toBeTruthy()
    expect(screen.getByText('Second paragraph.')).toBeTruthy()
  })

  it('shows the newest post without an id', async () => {
    fakeApi({ '/api/blog': [entry(2), entry(1)] })
    renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details',
      route: '/pages/blog-details',
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 2' })).toBeTruthy()
  })

  it('sends an unknown post to /404', async () => {
    fakeApi({ '/api/blog': [entry(1)] })
    const { router } = renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details/77',
      route: '/pages/blog-details/:id',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})
