import { useLocation } from 'react-router'
import { type BlogLayout, BlogListPage } from '@/features/blog/components/blog-list-page'

const LAYOUTS: Record<string, BlogLayout> = {
  blog: 'right-sidebar',
  'blog-left-sidebar': 'left-sidebar',
  'blog-no-sidebar': 'no-sidebar',
  'blog-2-col': '2-col',
  'blog-3-col': '3-col',
}

/** /pages/blog and its four variants share this module; the last path segment picks the layout. */
export function Component() {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? 'blog'
  const layout = LAYOUTS[segment] ?? 'right-sidebar'
  return <BlogListPage key={layout} layout={layout} />
}
