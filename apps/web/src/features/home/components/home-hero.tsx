import type { Product } from '@marquee/core'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import type { HomeVariant } from './home-variants'

interface HomeHeroProps {
  variant: HomeVariant
  featured: Product | undefined
}

export function HomeHero({ variant, featured }: HomeHeroProps) {
  const centered = variant.layout === 'centered'
  return (
    <section className="relative overflow-hidden bg-zinc-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(245_158_11/0.25),transparent_60%)]"
      />
      <Container
        className={cn(
          'relative grid items-center gap-10 py-14 sm:py-20',
          centered ? 'text-center' : 'lg:grid-cols-2',
        )}
      >
        <div className={cn('flex flex-col gap-5', centered && 'items-center')}>
          <p className="text-sm font-bold tracking-widest text-amber-400 uppercase">
            {variant.eyebrow}
          </p>
          <h1 className="max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {variant.headline}
          </h1>
          <p className="max-w-xl text-lg text-zinc-300">
            Pick a looping animation, preview it on a sign, and download it at your display's exact
            pixel width and height. Want your own prices or logo on it? Our studio customises any
            clip.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/shop" className={buttonClass('primary', 'lg')}>
              Browse clips
            </Link>
            <Link to="/pages/subscribe" className={buttonClass('outline-light', 'lg')}>
              See plans
            </Link>
          </div>
        </div>
        {featured && (
          <div
            className={cn(
              'rounded-3xl bg-zinc-800 p-3 shadow-2xl ring-1 ring-white/10 sm:p-4',
              centered && 'mx-auto w-full max-w-3xl',
            )}
          >
            <div className="relative aspect-[2/1] overflow-hidden rounded-xl bg-black">
              <video
                src={featured.videoLink}
                poster={featured.img}
                autoPlay
                muted
                loop
                playsInline
                aria-label={`${featured.title} playing on a sign`}
                className="size-full object-cover"
              />
              <div aria-hidden="true" className="led-dots pointer-events-none absolute inset-0" />
            </div>
          </div>
        )}
      </Container>
    </section>
  )
}
