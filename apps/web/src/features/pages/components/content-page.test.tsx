import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { AboutUsPage } from './about-us-page'
import { FaqPage } from './faq-page'

const about = {
  slug: 'about-us',
  title: 'About Marquee',
  intro: '<p>We are <strong>three</strong> people.</p>',
  sections: [{ heading: 'Our studio', html: '<ul><li>In Leeds</li></ul>' }],
  updatedAt: '2026-11-28T02:00:00.000Z',
}

describe('a shop page edited in the back office', () => {
  it("shows the owner's title and words from the API, with the page's own links", async () => {
    fakeApi({ '/api/pages/about-us': about })
    renderWithRouter(<AboutUsPage />, { path: '/pages/about-us', route: '/pages/about-us' })
    expect(await screen.findByRole('heading', { level: 1, name: 'About Marquee' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Our studio' })).toBeTruthy()
    expect(screen.getByText('three').tagName).toBe('STRONG')
    expect(screen.getByText('In Leeds').tagName).toBe('LI')
    expect(screen.getByRole('link', { name: 'Browse clips' })).toBeTruthy()
  })

  it('shows each FAQ section as a question that opens to its answer', async () => {
    fakeApi({
      '/api/pages/faq': {
        ...about,
        slug: 'faq',
        title: 'FAQ',
        intro: '',
        sections: [
          { heading: 'What size?', html: '<p>Yours.</p>' },
          { heading: 'Which files?', html: '<p>MP4.</p>' },
        ],
      },
    })
    renderWithRouter(<FaqPage />, { path: '/pages/faq', route: '/pages/faq' })
    const first = await screen.findByText('What size?')
    expect(first.closest('details')?.open).toBe(true)
    expect(screen.getByText('Which files?').closest('details')?.open).toBe(false)
    expect(screen.getByText('MP4.')).toBeTruthy()
  })

  it('is a 404 when the owner has hidden it', async () => {
    fakeApi({ '/api/pages/about-us': 404 })
    const { router } = renderWithRouter(<AboutUsPage />, {
      path: '/pages/about-us',
      route: '/pages/about-us',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
  })
})
