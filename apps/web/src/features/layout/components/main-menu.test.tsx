import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { MainMenu } from './main-menu'

const current = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)

describe('the main menu lights the section the page is in', () => {
  it.each([
    ['/', 'Home'],
    ['/home/home-style-1', 'Home'],
    ['/home/home-style-4', 'Home'],
    ['/shop/shop-details/3', 'Shop'],
    ['/pages/blog/pixel-pitch', 'Blog'],
    ['/pages/contact', 'Contact'],
  ])('%s lights %s', (path, item) => {
    renderWithRouter(<MainMenu />, { path })
    expect(current()).toEqual([item])
  })

  // '/shopping' is not the shop: a section is a whole path segment.
  it.each(['/pages/account', '/shopping'])('lights nothing on %s', (path) => {
    renderWithRouter(<MainMenu />, { path })
    expect(current()).toEqual([])
  })
})
