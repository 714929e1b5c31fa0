import type { Product } from '@marquee/core'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { PosterFrame } from '@/components/ui/poster-frame'
import { useCategories } from '@/features/catalog'
import { type GridSteps, lastRowFillerClass } from '@/lib/whole-rows'
import { categoryTiles } from '../../lib/select-sections'
import { SectionHeading } from './section-heading'

const tileSteps: GridSteps = [
  ['base-md', 2],
  ['md-lg', 3],
  ['lg-up', 4],
]

const shopHref = (name: string) => `/shop?${new URLSearchParams({ category: name })}`

/**
 * One tile per business, lit by a poster from a clip inside it; a last tile leading to the
 * whole shop fills the last row, so no business sits alone in it.
 */
export function CategoryTilesSection({ products }: { products: Product[] }) {
  const { data: categories } = useCategories()
  const tiles = categoryTiles(categories ?? [], products)
  if (tiles.length === 0) return null
  return (
    <section
      aria-labelledby="categories"
      className="border-y border-white/5 bg-zinc-900 py-14 text-white sm:py-16"
    >
      <Container>
        <SectionHeading
          id="categories"
          title="Shop by business"
          text="Clips written for the trade you are in."
          link={{ to: '/shop', label: 'All categories' }}
          dark
        />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.name}>
              <Link
                to={shopHref(tile.name)}
                className="group flex h-full flex-col gap-3 rounded-2xl bg-zinc-800 p-2.5 ring-1 ring-white/10 hover:ring-amber-400 sm:p-3"
              >
                {/* The poster whole, at its own 2:1 shape: a cropped one cut the message off. */}
                <PosterFrame as="span" className="block rounded-xl bg-black">
                  {tile.img && (
                    <img
                      src={tile.img}
                      alt=""
                      width={384}
                      height={192}
                      loading="lazy"
                      decoding="async"
                      className="absolute inset-0 size-full object-contain opacity-80 transition duration-500 group-hover:opacity-100"
                    />
                  )}
                </PosterFrame>
                <span className="flex flex-col px-1.5 pb-1">
                  <span className="text-base font-bold sm:text-lg">{tile.name}</span>
                  <span className="text-sm text-zinc-300">
                    {tile.count === 1 ? '1 clip' : `${tile.count} clips`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
          <li className={lastRowFillerClass(tiles.length, tileSteps)}>
            <Link
              to="/shop"
              className="flex h-full min-h-32 flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br from-amber-400 to-orange-500 p-5 text-zinc-950 ring-1 ring-amber-300/40 hover:from-amber-300 hover:to-orange-400"
            >
              <span className="flex flex-col gap-1">
                <span className="text-lg font-extrabold leading-snug sm:text-xl">
                  Every clip, every business
                </span>
                <span className="text-sm font-medium text-zinc-900/80">
                  {products.length} clips, each made at your sign&rsquo;s exact size.
                </span>
              </span>
              <span className="flex items-center gap-1.5 text-sm font-bold">
                Browse the shop <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        </ul>
      </Container>
    </section>
  )
}
