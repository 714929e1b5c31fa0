export { getBlogEntriesQueryOptions, useBlogEntries } from './api/get-blog-entries'
export { BlogCard } from './components/blog-card'
