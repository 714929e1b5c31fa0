import { calendarDate, type Product } from '@marquee/core'
import { Link } from 'react-router'
import { ReviewerAvatar } from '@/components/reviewer-avatar'
import { Container } from '@/components/ui/container'
import { Stars } from '@/components/ui/stars'
import { latestReviews } from '../../lib/select-sections'
import { SectionHeading } from './section-heading'

const dateFormat = (date: Date) => calendarDate(date, 'medium')

/** The newest reviews sign owners left on any clip. */
export function ReviewsSection({ products }: { products: Product[] }) {
  const reviews = latestReviews(products)
  if (reviews.length === 0) return null
  return (
    <section aria-labelledby="reviews" className="bg-white py-14 sm:py-16">
      <Container>
        <SectionHeading
          id="reviews"
          title="What sign owners say"
          text="Straight from the reviews on our clips."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={`${review.product.id}-${review.name}-${review.time}`}>
              <figure className="flex h-full flex-col gap-4 rounded-2xl bg-zinc-50 p-6 ring-1 ring-zinc-200">
                <Stars rating={review.rating} />
                <blockquote className="flex-1 leading-relaxed text-zinc-700">
                  <p>“{review.review_desc}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <ReviewerAvatar img={review.img} name={review.name} className="size-11" />
                  <span className="flex flex-col text-sm">
                    <span className="font-bold text-zinc-900">{review.name}</span>
                    <span className="text-zinc-600">
                      on{' '}
                      <Link
                        to={`/shop/shop-details/${review.product.id}`}
                        className="font-semibold text-amber-800 hover:underline"
                      >
                        {review.product.title}
                      </Link>
                      , <time dateTime={review.time}>{dateFormat(new Date(review.time))}</time>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
