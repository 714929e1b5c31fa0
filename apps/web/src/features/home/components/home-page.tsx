import { useProducts } from '@/features/catalog'
import { HomeHero } from './home-hero'
import { HOME_VARIANTS } from './home-variants'
import { HowItWorks } from './how-it-works'
import { LatestClips } from './latest-clips'

export function HomePage({ style }: { style: number }) {
  const variant = HOME_VARIANTS[style] ?? HOME_VARIANTS[4]
  const { data: products } = useProducts()
  const featured = products?.find((product) => product.banner) ?? products?.[0]
  if (!variant) return null
  return (
    <>
      <HomeHero variant={variant} featured={featured} />
      {variant.stepsFirst && <HowItWorks />}
      <LatestClips />
      {!variant.stepsFirst && <HowItWorks />}
    </>
  )
}
