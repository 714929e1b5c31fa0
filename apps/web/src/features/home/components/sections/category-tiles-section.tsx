import type { Product } from '@marquee/core'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { PosterFrame } from '@/components/ui/poster-frame'
import { useCategories } from '@/features/catalog'
import { categoryTiles } from '../../lib/select-sections'
import { SectionHeading } from './section-heading'

const shopHref = (name: string) => `/shop?${new URLSearchParams({ category: name })}`

/** One tile per business, lit by a poster from a clip inside it. */
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
        </ul>
      </Container>
    </section>
  )
}
