import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { PageLoading } from '@/components/ui/page-loading'
import { useAfterPaint } from '@/hooks/use-after-paint'
import { cn } from '@/lib/cn'
import { useBlogEntries } from '../api/get-blog-entries'
import { BlogCard } from './blog-card'
import { BlogSidebar } from './blog-sidebar'

export type BlogLayout = 'right-sidebar' | 'left-sidebar' | 'no-sidebar' | '2-col' | '3-col'

const gridColumns: Record<BlogLayout, string> = {
  'right-sidebar': 'md:grid-cols-2',
  'left-sidebar': 'md:grid-cols-2',
  'no-sidebar': 'md:grid-cols-2 xl:grid-cols-3',
  '2-col': 'md:grid-cols-2',
  '3-col': 'md:grid-cols-2 lg:grid-cols-3',
}

/** /pages/blog and its variants: the same posts with or without a sidebar, in 2 or 3 columns. */
export function BlogListPage({ layout }: { layout: BlogLayout }) {
  const { data: entries = [], isPending, isError } = useBlogEntries()
  const sidebar = layout === 'right-sidebar' || layout === 'left-sidebar'
  // The other cards' pictures (50-65 KB each, all within a phone's lazy-loading distance) wait
  // until the first card has painted: asked in the same render, they took a slow phone's
  // bandwidth from the first picture, the page's largest.
  const painted = useAfterPaint(entries.length > 0)
  return (
    <>
      <BreadcrumbBanner title="Blog" promo="Tips for getting more out of your LED sign" />
      <Container className="py-10 sm:py-14">
        <div
          className={cn(
            'grid gap-10',
            layout === 'right-sidebar' && 'lg:grid-cols-[minmax(0,1fr)_18rem]',
            layout === 'left-sidebar' && 'lg:grid-cols-[18rem_minmax(0,1fr)]',
          )}
        >
          <section aria-label="Posts" className={cn(layout === 'left-sidebar' && 'lg:order-last')}>
            {isPending && <PageLoading label="Loading posts" />}
            {isError && (
              <p className="text-zinc-600">
                The posts could not be loaded. Please try again later.
              </p>
            )}
            <ul className={cn('grid gap-6', gridColumns[layout])}>
              {entries.map((entry, index) => (
                <li key={entry.id}>
                  <BlogCard
                    entry={entry}
                    first={index === 0}
                    showPicture={index === 0 || painted}
                  />
                </li>
              ))}
            </ul>
          </section>
          {sidebar && <BlogSidebar entries={entries} />}
        </div>
      </Container>
    </>
  )
}
