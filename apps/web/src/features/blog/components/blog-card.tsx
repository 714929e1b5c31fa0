import type { BlogEntry } from '@marquee/core'
import { ArrowRight, CalendarDays, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { blogDate } from '../lib/blog-text'

interface BlogCardProps {
  entry: BlogEntry
  /** h2 on the blog pages; h3 where the cards sit under a section's h2. */
  headingLevel?: 'h2' | 'h3'
  /** The first card of a blog page: its picture is the page's largest, loaded at once (the page shell preloads it). */
  first?: boolean
  /** False keeps the picture's dark box empty, at its size, until the page shows it. */
  showPicture?: boolean
}

export function BlogCard({
  entry,
  headingLevel: Heading = 'h2',
  first = false,
  showPicture = true,
}: BlogCardProps) {
  const href = `/pages/blog-details/${entry.id}`
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 transition-shadow hover:shadow-xl">
      <Link to={href} tabIndex={-1} className="block aspect-[16/9] overflow-hidden bg-zinc-900">
        {showPicture && (
          <img
            src={entry.img}
            alt={entry.title}
            width={800}
            height={450}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-zinc-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={entry.date}>{blogDate(entry.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5" />
            {entry.author}
          </span>
        </p>
        <Heading className="text-xl leading-snug font-bold text-zinc-900">
          <Link to={href} className="hover:text-amber-800">
            {entry.title}
          </Link>
        </Heading>
        <p className="leading-relaxed text-zinc-600">{entry.desc}</p>
        {/* The title in the text itself: crawlers read a link's text, not its aria-label. */}
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-bold text-amber-800 hover:gap-2.5"
        >
          Read more<span className="sr-only">: {entry.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-all" />
        </Link>
      </div>
    </article>
  )
}
