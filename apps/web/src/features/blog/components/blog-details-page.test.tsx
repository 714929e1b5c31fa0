import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeBlogEntry } from '@/test/make-blog-entry'
import { renderWithRouter } from '@/test/render'
import { BlogDetailsPage } from './blog-details-page'

describe('BlogDetailsPage', () => {
  it('shows the post with its paragraphs', async () => {
    fakeApi({ '/api/blog': [makeBlogEntry(2), makeBlogEntry(1)] })
    renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details/1',
      route: '/pages/blog-details/:id',
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 1' })).toBeTruthy()
    expect(screen.getByText('First paragraph.')).toBeTruthy()
    expect(screen.getByText('Second paragraph.')).toBeTruthy()
  })

  it('shows the newest post without an id', async () => {
    fakeApi({ '/api/blog': [makeBlogEntry(2), makeBlogEntry(1)] })
    renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details',
      route: '/pages/blog-details',
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 2' })).toBeTruthy()
  })

  it('sends an unknown post to /404', async () => {
    fakeApi({ '/api/blog': [makeBlogEntry(1)] })
    const { router } = renderWithRouter(<BlogDetailsPage />, {
      path: '/pages/blog-details/77',
      route: '/pages/blog-details/:id',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})
