import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/test/make-product'
import {
  categoryRails,
  categoryTiles,
  deals,
  heroClip,
  latestPosts,
  latestReviews,
  newArrivals,
  topRated,
  trendingClips,
} from './select-sections'

const review = (name: string, time: string) => ({
  img: '/a.png',
  name,
  time,
  rating: 5,
  review_desc: 'Great',
})

describe('home section selection', () => {
  it('keeps only clips whose old price is above the price, deepest markdown first', () => {
    const products = [
      makeProduct({ id: 1, price: 10, old_price: null }),
      makeProduct({ id: 2, price: 18, old_price: 20 }),
      makeProduct({ id: 3, price: 10, old_price: 10 }),
      makeProduct({ id: 4, price: 12, old_price: 8 }),
      makeProduct({ id: 5, price: 15, old_price: 30 }),
    ]
    expect(deals(products).map((product) => product.id)).toEqual([5, 2])
  })

  it('caps every rail at its maximum', () => {
    const products = Array.from({ length: 9 }, (_, index) =>
      makeProduct({ id: index + 1, new: true, trending: true, price: 5, old_price: 10 }),
    )
    expect(newArrivals(products)).toHaveLength(4)
    expect(trendingClips(products, 2)).toHaveLength(2)
    expect(deals(products, 3)).toHaveLength(3)
  })

  it('picks new and trending clips by their flags', () => {
    const products = [
      makeProduct({ id: 1, new: true }),
      makeProduct({ id: 2, trending: true }),
      makeProduct({ id: 3 }),
    ]
    expect(newArrivals(products).map((product) => product.id)).toEqual([1])
    expect(trendingClips(products).map((product) => product.id)).toEqual([2])
  })

  it('plays the banner clip in the hero, else the first', () => {
    const first = makeProduct({ id: 1 })
    const banner = makeProduct({ id: 2, banner: true })
    expect(heroClip([first, banner])).toBe(banner)
    expect(heroClip([first])).toBe(first)
    expect(heroClip([])).toBeUndefined()
  })

  it('gathers the newest reviews across clips, each naming its clip', () => {
    const products = [
      makeProduct({ id: 1, title: 'A', reviews: [review('Old', '2026-01-01T00:00:00Z')] }),
      makeProduct({
        id: 2,
        title: 'B',
        reviews: [review('New', '2026-03-01T00:00:00Z'), review('Mid', '2026-02-01T00:00:00Z')],
      }),
    ]
    const reviews = latestReviews(products, 2)
    expect(reviews.map((item) => item.name)).toEqual(['New', 'Mid'])
    expect(reviews[0]?.product).toEqual({ id: 2, title: 'B' })
  })

  it('makes a tile per business with its clip count and a poster, leaving out empty ones', () => {
    const tiles = categoryTiles(
      [
        { parentTitle: 'Automotive', children: ['Oil Change', 'Tires'] },
        { parentTitle: 'Churches', children: ['Worship Services'] },
        { parentTitle: 'Services', children: ['Fitness'] },
      ],
      [
        makeProduct({ category: 'Oil Change', img: '/oil.jpg' }),
        makeProduct({ category: 'Tires' }),
        makeProduct({ parentCategory: 'Churches', category: 'Worship Services', img: '/c.jpg' }),
      ],
    )
    expect(tiles).toEqual([
      { name: 'Automotive', count: 2, img: '/oil.jpg' },
      { name: 'Churches', count: 1, img: '/c.jpg' },
    ])
  })

  it('makes a rail per business and ranks reviewed clips by rating', () => {
    const rated = review('R', '2026-01-01T00:00:00.000Z')
    const products = [
      makeProduct({ id: 1, rating: 4.1, reviews: [rated] }),
      makeProduct({ id: 2, parentCategory: 'Churches', rating: 4.9, reviews: [rated] }),
      makeProduct({ id: 3, rating: 5, reviews: [] }),
    ]
    const rails = categoryRails(
      [
        { parentTitle: 'Automotive', children: [] },
        { parentTitle: 'Churches', children: [] },
      ],
      products,
      1,
    )
    expect(rails.map((rail) => [rail.parent, rail.products.map((p) => p.id)])).toEqual([
      ['Automotive', [1]],
      ['Churches', [2]],
    ])
    expect(topRated(products).map((p) => p.id)).toEqual([2, 1])
  })

  it('plays a new or a marked-down clip in the hero when the layout asks', () => {
    const banner = makeProduct({ id: 1, banner: true })
    const fresh = makeProduct({ id: 2, new: true })
    const deal = makeProduct({ id: 3, price: 5, old_price: 10 })
    expect(heroClip([banner, fresh, deal], 'new')).toBe(fresh)
    expect(heroClip([banner, fresh, deal], 'deal')).toBe(deal)
    expect(heroClip([banner], 'deal')).toBe(banner)
  })

  it('lists the newest blog posts first', () => {
    const post = (id: number, date: string) => ({
      id,
      img: '',
      title: `Post ${id}`,
      author: 'Ann',
      date,
      desc: '',
      blog: '',
      html: '',
    })
    const posts = [
      post(1, '2026-01-01'),
      post(2, '2026-03-01'),
      post(3, '2026-02-01'),
      post(4, '2025-01-01'),
    ]
    expect(latestPosts(posts).map((entry) => entry.id)).toEqual([2, 3, 1])
  })
})
