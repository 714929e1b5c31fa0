import { blogPostMeta } from '@marquee/core'
import { ArrowLeft, ArrowRight, CalendarDays, UserRound } from 'lucide-react'
import { Link, Navigate, useParams } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { SafeHtml } from '@/components/safe-html'
import { Container } from '@/components/ui/container'
import { PageLoading } from '@/components/ui/page-loading'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useBlogEntries } from '../api/get-blog-entries'
import { blogDate } from '../lib/blog-text'
import { BlogSidebar } from './blog-sidebar'

/** /pages/blog-details/:id, or the newest post without an id. */
export function BlogDetailsPage() {
  const { id } = useParams()
  const { data: entries, isPending, isError } = useBlogEntries()
  const index = entries
    ? id === undefined
      ? 0
      : entries.findIndex((entry) => String(entry.id) === id)
    : -1
  const entry = entries?.[index]
  usePageMeta(entry ? blogPostMeta(entry) : undefined)
  if (entries && !entry) return <Navigate to="/404" replace />
  const newer = entries?.[index - 1]
  const older = entries?.[index + 1]
  return (
    <>
      <BreadcrumbBanner title="Blog Details" trail={[{ label: 'Blog', to: '/pages/blog' }]} />
      <Container className="py-10 sm:py-14">
        {isPending && <PageLoading label="Loading the post" />}
        {isError && (
          <p className="text-zinc-600">This post could not be loaded. Please try again later.</p>
        )}
        {entry && entries && (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <article className="overflow-hidden rounded-3xl bg-white ring-1 ring-zinc-200">
              <img
                src={entry.img}
                alt={entry.title}
                width={800}
                height={450}
                fetchPriority="high"
                className="aspect-[16/9] w-full bg-zinc-900 object-cover"
              />
              <div className="flex flex-col gap-5 p-6 sm:p-10">
                <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-zinc-600">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <time dateTime={entry.date}>{blogDate(entry.date)}</time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <UserRound aria-hidden="true" className="size-4" />
                    {entry.author}
                  </span>
                </p>
                <h2 className="text-3xl font-extrabold tracking-tight text-zinc-950">
                  {entry.title}
                </h2>
                <p className="text-lg leading-relaxed font-medium text-zinc-800">{entry.desc}</p>
                <SafeHtml
                  html={entry.html}
                  className="[&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-zinc-900"
                />
                <nav
                  aria-label="More posts"
                  className="mt-4 flex flex-wrap justify-between gap-4 border-t border-zinc-200 pt-6 text-sm font-semibold"
                >
                  {older ? (
                    <Link
                      to={`/pages/blog-details/${older.id}`}
                      className="inline-flex items-center gap-2 text-amber-800 hover:underline"
                    >
                      <ArrowLeft aria-hidden="true" className="size-4" /> {older.title}
                    </Link>
                  ) : (
                    <span />
                  )}
                  {newer && (
                    <Link
                      to={`/pages/blog-details/${newer.id}`}
                      className="inline-flex items-center gap-2 text-amber-800 hover:underline"
                    >
                      {newer.title} <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </nav>
              </div>
            </article>
            <BlogSidebar entries={entries} currentId={entry.id} />
          </div>
        )}
      </Container>
    </>
  )
}
