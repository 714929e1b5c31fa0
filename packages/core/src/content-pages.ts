import { z } from 'zod'
import { digitGroups } from './digit-groups.ts'
import { singleLineText } from './input-fields.ts'

/**
 * The shop's own pages whose words the owner edits in the back office (issue 26). Their
 * addresses are the storefront's fixed routes (docs/requirements.md §2), `/pages/{slug}`, so
 * the set is closed: the back office edits and hides them, it does not invent new routes.
 */
export const CONTENT_PAGE_SLUGS = [
  'about-us',
  'faq',
  'delivery-information',
  'privacy-policy',
  'terms-conditions',
  'usage-policy',
  'return-policy',
] as const
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number]

export const contentPagePath = (slug: string) => `/pages/${slug}`

/** A page's slug in an address: what a route name can be, so nothing else reaches a query. */
export const contentSlugParam = () =>
  z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and - only')

/** Long enough for any policy, short enough that one save cannot fill the database. */
export const CONTENT_BODY_MAX = 50_000

/** One headed part of a rendered page: the heading as text, its body as sanitised HTML. */
export const renderedSectionSchema = z.object({ heading: z.string(), html: z.string() })

/**
 * Markdown rendered on the server and sanitised there: `intro` is what comes before the
 * first `##` heading, each `##` starts a section (the FAQ shows each as a question).
 */
export const renderedMarkdownSchema = z.object({
  intro: z.string(),
  sections: z.array(renderedSectionSchema),
})
export type RenderedMarkdown = z.infer<typeof renderedMarkdownSchema>

/** A published page as the storefront shows it. */
export const contentPageSchema = renderedMarkdownSchema.extend({
  slug: z.string(),
  title: z.string(),
  updatedAt: z.string(),
})
export type ContentPage = z.infer<typeof contentPageSchema>

export const contentPageInputSchema = z.object({
  title: singleLineText().trim().min(1, 'must not be empty').max(120),
  body: z
    .string()
    .max(CONTENT_BODY_MAX, `must be at most ${digitGroups(CONTENT_BODY_MAX)} characters`),
  published: z.boolean(),
})
export type ContentPageInput = z.infer<typeof contentPageInputSchema>

export const contentPreviewInputSchema = z.object({ body: contentPageInputSchema.shape.body })

/** A page as the back office edits it: the Markdown, who saved it last and when. */
export const adminContentPageSchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
})
export type AdminContentPage = z.infer<typeof adminContentPageSchema>

/**
 * One version of a page from the audit log: `saved` is the text a save wrote, `original` the
 * text before the first save the log holds (the seeded words).
 */
export const contentVersionSchema = z.object({
  auditId: z.number().int(),
  kind: z.enum(['saved', 'original']),
  at: z.string(),
  actorEmail: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
})
export type ContentVersion = z.infer<typeof contentVersionSchema>

/** A picture's address on a post: the shop's own media or an https address, no data: URL. */
const pictureAddress = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'use a /media/… path or an https:// address')

/** A blog post as the back office writes it; its body is Markdown like a page's. */
export const blogPostInputSchema = z.object({
  title: contentPageInputSchema.shape.title,
  author: singleLineText().trim().min(1, 'must not be empty').max(80),
  summary: singleLineText().trim().min(1, 'must not be empty').max(400),
  img: pictureAddress,
  body: contentPageInputSchema.shape.body,
  published: z.boolean(),
})
export type BlogPostInput = z.infer<typeof blogPostInputSchema>

export const adminBlogPostSchema = blogPostInputSchema.extend({
  id: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>
