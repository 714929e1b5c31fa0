import { Suspense } from 'react'
import { useProducts } from '@/features/catalog'
import { useAfterPaint } from '@/hooks/use-after-paint'
import { heroClip } from '../lib/select-sections'
import { HOME_SECTIONS } from './home-sections'
import { HOME_VARIANTS, MAIN_HOME } from './home-variants'
import { HeroSection } from './sections/hero-section'

/** One of the seven home layouts: a hero, then the variant's sections in its order. */
export function HomePage({ style }: { style: number }) {
  const variant = HOME_VARIANTS[style] ?? HOME_VARIANTS[MAIN_HOME]
  const { data: products = [], isPending } = useProducts()
  // The sections render once the catalogue has answered and the hero with its clip is on
  // screen, so their code, data and images load after it. Until then a screen-high
  // placeholder keeps the footer below the fold.
  const showSections = useAfterPaint(!isPending)
  if (!variant) return null
  return (
    <>
      <HeroSection variant={variant} featured={heroClip(products, variant.heroPick)} />
      {showSections ? (
        variant.sections.map((key) => {
          const Section = HOME_SECTIONS[key]
          return (
            <Suspense key={key} fallback={null}>
              <Section products={products} view={variant.railView} railSize={variant.railSize} />
            </Suspense>
          )
        })
      ) : (
        <div className="min-h-dvh" />
      )}
    </>
  )
}
