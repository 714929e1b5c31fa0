import { cn } from '@/lib/cn'

interface ReviewerAvatarProps {
  img: string
  name: string
  /** Its size (size-12 by default). */
  className?: string
}

/**
 * The reviewer's picture beside their name; a customer without one (reviews posted in the
 * shop have none) gets their initials, never an <img> with an empty src, which a browser
 * answers by fetching the page again.
 */
export function ReviewerAvatar({ img, name, className = 'size-12' }: ReviewerAvatarProps) {
  if (img) {
    return (
      <img
        src={img}
        alt=""
        loading="lazy"
        className={cn('shrink-0 rounded-full bg-zinc-200 object-cover', className)}
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-zinc-900 font-bold text-amber-300',
        className,
      )}
    >
      {initials}
    </span>
  )
}
