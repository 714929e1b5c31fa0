import type { Product } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import type { HomeVariant } from '../home-variants'
import { HeroClip } from './hero-clip'

interface HeroSectionProps {
  variant: HomeVariant
  featured: Product | undefined
}

export function HeroSection({ variant, featured }: HeroSectionProps) {
  const { hero } = variant
  const stacked = hero !== 'split'
  return (
    <section className="relative overflow-hidden bg-zinc-950 text-white">
      {hero === 'backdrop' && featured && (
        <video
          src={featured.videoLink}
          poster={featured.img}
          autoPlay
          muted
          loop
          playsInline
          aria-label={`${featured.title} playing on a sign`}
          className="absolute inset-0 size-full object-cover opacity-45"
        />
      )}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0',
          hero === 'backdrop'
            ? 'led-dots bg-gradient-to-b from-zinc-950/40 via-zinc-950/70 to-zinc-950'
            : 'bg-[radial-gradient(ellipse_at_top_right,rgb(245_158_11/0.25),transparent_60%)]',
        )}
      />
      <Container
        className={cn(
          'relative grid items-center gap-10',
          stacked ? 'text-center' : 'lg:grid-cols-2',
          hero === 'backdrop' ? 'py-24 sm:py-32' : 'py-14 sm:py-20',
        )}
      >
        <div className={cn('flex flex-col gap-5', stacked && 'items-center')}>
          <p className="text-sm font-bold tracking-widest text-amber-400 uppercase">
            {variant.eyebrow}
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {variant.headline}
          </h1>
          <p className="max-w-xl text-lg text-zinc-300">
            Pick a looping animation, preview it on a sign, and download it at your display's exact
            pixel width and height. Want your own prices or logo on it? Our studio customises any
            clip.
          </p>
          <div className={cn('flex flex-wrap gap-3', stacked && 'justify-center')}>
            <Link to="/shop" className={buttonClass('primary', 'lg')}>
              Browse clips
            </Link>
            <Link to="/pages/subscribe" className={buttonClass('outline-light', 'lg')}>
              See plans
            </Link>
          </div>
        </div>
        {hero !== 'backdrop' && (
          <HeroClip product={featured} className={cn(stacked && 'mx-auto w-full max-w-3xl')} />
        )}
      </Container>
    </section>
  )
}
