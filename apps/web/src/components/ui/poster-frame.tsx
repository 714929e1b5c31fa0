import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface PosterFrameProps {
  /** A span inside phrasing content, such as a link's text. */
  as?: 'div' | 'span'
  className?: string
  children?: ReactNode
}

/** A sign's 2:1 face: the poster or clip inside it shows through the LED dot grid. */
export function PosterFrame({ as: Tag = 'div', className, children }: PosterFrameProps) {
  return (
    <Tag className={cn('relative aspect-[2/1] overflow-hidden', className)}>
      {children}
      <Tag aria-hidden="true" className="led-dots pointer-events-none absolute inset-0" />
    </Tag>
  )
}
