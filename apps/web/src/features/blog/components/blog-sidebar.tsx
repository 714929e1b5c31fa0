import type { BlogEntry } from '@marquee/core'
import { useRef } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { blogDate } from '../lib/blog-text'

const RECENT_POSTS = 4

export function BlogSidebar({ entries, currentId }: { entries: BlogEntry[]; currentId?: number }) {
  const recent = entries.filter((entry) => entry.id !== currentId).slice(0, RECENT_POSTS)
  // The thumbnails (full pictures, 50-65 KB each, in a 64 px box) wait until the page has
  // painted and the visitor nears them: on a phone the sidebar comes after the posts, and its
  // four pictures took a slow phone's bandwidth from the page's largest one.
  const recentPosts = useRef<HTMLElement>(null)
  const showThumbnails = useNearViewport(recentPosts)
  return (
    <aside aria-label="Blog sidebar" className="flex flex-col gap-6">
      <section ref={recentPosts} className="rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
        <h2 className="mb-4 text-sm font-bold tracking-wider text-zinc-900 uppercase">
          Recent posts
        </h2>
        <ul className="flex flex-col gap-4">
          {recent.map((entry) => (
            <li key={entry.id} className="flex gap-3">
              {showThumbnails ? (
                <img
                  src={entry.img}
                  alt=""
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg bg-zinc-900 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-zinc-900" />
              )}
              <div className="flex flex-col gap-1">
                <Link
                  to={`/pages/blog-details/${entry.id}`}
                  className="text-sm leading-snug font-semibold text-zinc-900 hover:text-amber-800"
                >
                  {entry.title}
                </Link>
                <time dateTime={entry.date} className="text-xs text-zinc-600">
                  {blogDate(entry.date)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="led-dots rounded-2xl bg-zinc-950 p-6 text-white">
        <h2 className="text-lg font-bold">Need a clip for your sign?</h2>
        <p className="mt-2 text-sm text-zinc-300">
          Browse ready-made loops or have our studio put your offer in lights.
        </p>
        <Link to="/shop" className={buttonClass('primary', 'sm', 'mt-4')}>
          Browse clips
        </Link>
      </section>
    </aside>
  )
}
