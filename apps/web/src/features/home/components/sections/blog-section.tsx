import { Container } from '@/components/ui/container'
import { BlogCard, useBlogEntries } from '@/features/blog'
import { latestPosts } from '../../lib/select-sections'
import { SectionHeading } from './section-heading'

export function BlogSection() {
  const { data: entries } = useBlogEntries()
  if (!entries || entries.length === 0) return null
  return (
    <section aria-labelledby="latest-posts" className="py-14 sm:py-16">
      <Container>
        <SectionHeading
          id="latest-posts"
          title="From the blog"
          text="Tips for getting more out of your sign."
          link={{ to: '/pages/blog', label: 'Read the blog' }}
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {latestPosts(entries).map((entry) => (
            <li key={entry.id}>
              <BlogCard entry={entry} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
