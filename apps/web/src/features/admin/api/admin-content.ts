import type {
  AdminBlogPost,
  AdminContentPage,
  BlogPostInput,
  ContentPageInput,
  ContentVersion,
  RenderedMarkdown,
} from '@marquee/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

const CONTENT = ['admin', 'content'] as const

export function useContentPages() {
  return useQuery({
    queryKey: [...CONTENT, 'pages'],
    queryFn: ({ signal }) => adminRequest<AdminContentPage[]>('/content/pages', { signal }),
  })
}

export function useContentPageDraft(slug: string) {
  return useQuery({
    queryKey: [...CONTENT, 'pages', slug],
    queryFn: ({ signal }) => adminRequest<AdminContentPage>(`/content/pages/${slug}`, { signal }),
  })
}

/** The versions of a page (`pages/about-us`) or a post (`posts/7`), newest first. */
export function useContentHistory(path: string) {
  return useQuery({
    queryKey: [...CONTENT, 'history', path],
    queryFn: ({ signal }) => adminRequest<ContentVersion[]>(`/content/${path}/history`, { signal }),
  })
}

/** Saves a page; the list, the page, its history and the public page are read again. */
export function useSaveContentPage(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContentPageInput) =>
      adminRequest<AdminContentPage>(`/content/pages/${slug}`, { method: 'PUT', body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTENT }),
        queryClient.invalidateQueries({ queryKey: ['pages', slug] }),
      ])
    },
  })
}

/**
 * The Markdown as the shop will show it, rendered by the server's own renderer; the last
 * preview stays on screen while the next one is made.
 */
export function useContentPreview(body: string) {
  return useQuery({
    queryKey: [...CONTENT, 'preview', body],
    queryFn: ({ signal }) =>
      adminRequest<RenderedMarkdown>('/content/preview', {
        method: 'POST',
        body: { body },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

const POSTS = [...CONTENT, 'posts'] as const

export function useBlogPosts() {
  return useQuery({
    queryKey: POSTS,
    queryFn: ({ signal }) => adminRequest<AdminBlogPost[]>('/content/posts', { signal }),
  })
}

/** Writes a post (a new one without an id); its history and the blog's own list are read again too. */
export function useSaveBlogPost(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BlogPostInput) =>
      id === null
        ? adminRequest<AdminBlogPost>('/content/posts', { method: 'POST', body: input })
        : adminRequest<AdminBlogPost>(`/content/posts/${id}`, { method: 'PUT', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTENT }),
        queryClient.invalidateQueries({ queryKey: ['blog'] }),
      ]),
  })
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => adminRequest<null>(`/content/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS }),
        queryClient.invalidateQueries({ queryKey: ['blog'] }),
      ]),
  })
}
