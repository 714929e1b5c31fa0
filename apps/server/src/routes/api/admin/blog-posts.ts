import {
  adminBlogPostSchema,
  apiErrorSchema,
  blogPostInputSchema,
  contentVersionSchema,
  recordIdParam,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createPost,
  deletePost,
  listAdminPosts,
  POST_ENTITY,
  readAdminPost,
  updatePost,
} from '../../../services/content/blog-posts.ts'
import { contentHistory } from '../../../services/content/content-history.ts'
import { actorOf } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema }
const params = z.object({ id: recordIdParam() })

/** The blog under /api/admin/content/posts: staff and the owner write, hide and remove posts. */
const blogPostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/posts',
    { schema: { tags, security, response: { 200: z.array(adminBlogPostSchema) } } },
    () => listAdminPosts(app.db),
  )

  app.get(
    '/content/posts/:id',
    { schema: { tags, security, params, response: { 200: adminBlogPostSchema, ...refusals } } },
    (request) => readAdminPost(app.db, request.params.id),
  )

  app.post(
    '/content/posts',
    {
      schema: {
        tags,
        security,
        summary: 'Write a new post, dated now',
        body: blogPostInputSchema,
        response: { 201: adminBlogPostSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createPost(app.catalogWrites, auditAs(request), actorOf(request), request.body),
        ),
  )

  app.put(
    '/content/posts/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostSchema, ...refusals },
      },
    },
    (request) =>
      updatePost(
        app.catalogWrites,
        auditAs(request),
        actorOf(request),
        request.params.id,
        request.body,
      ),
  )

  app.delete(
    '/content/posts/:id',
    { schema: { tags, security, params, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deletePost(app.catalogWrites, auditAs(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/content/posts/:id/history',
    {
      schema: {
        tags,
        security,
        summary: "A post's versions from the audit log, newest first",
        params,
        response: { 200: z.array(contentVersionSchema), ...refusals },
      },
    },
    async (request) => {
      await readAdminPost(app.db, request.params.id)
      return contentHistory(app.db, POST_ENTITY, String(request.params.id))
    },
  )
}

export default blogPostRoutes
