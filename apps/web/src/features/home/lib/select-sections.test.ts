import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/test/make-product'
import {
  categoryTiles,
  deals,
  heroClip,
  latestPosts,
  latestReviews,
  newArrivals,
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

  it('makes a tile per subcategory with its clip count and a poster', () => {
    const tiles = categoryTiles(
      [{ parentTitle: 'Automotive', children: ['Oil Change', 'Tires'] }],
      [
        makeProduct({ category: 'Oil Change', img: '/oil.jpg' }),
        makeProduct({ category: 'Oil Change' }),
      ],
    )
    expect(tiles).toEqual([
      { parent: 'Automotive', name: 'Oil Change', count: 2, img: '/oil.jpg' },
      { parent: 'Automotive', name: 'Tires', count: 0, img: undefined },
    ])
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
