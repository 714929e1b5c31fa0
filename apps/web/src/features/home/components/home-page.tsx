import { Suspense } from 'react'
import { useProducts } from '@/features/catalog'
import { heroClip } from '../lib/select-sections'
import { HOME_SECTIONS } from './home-sections'
import { HOME_VARIANTS, MAIN_HOME } from './home-variants'
import { HeroSection } from './sections/hero-section'

/** One of the seven home layouts: a hero, then the variant's sections in its order. */
export function HomePage({ style }: { style: number }) {
  const variant = HOME_VARIANTS[style] ?? HOME_VARIANTS[MAIN_HOME]
  const { data: products = [] } = useProducts()
  if (!variant) return null
  return (
    <>
      <HeroSection variant={variant} featured={heroClip(products)} />
      {variant.sections.map((key) => {
        const Section = HOME_SECTIONS[key]
        return (
          <Suspense key={key} fallback={null}>
            <Section products={products} view={variant.railView} />
          </Suspense>
        )
      })}
    </>
  )
}
