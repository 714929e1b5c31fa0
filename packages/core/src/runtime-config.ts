import { z } from 'zod'

/** How the browser signs in: any OpenID Connect issuer, the built-in one by default. */
export const authConfigSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** The API's resource indicator / audience; sent when the issuer needs one. */
  resource: z.string().optional(),
  /** Where a failed sign-in lands; the root when unset (docs/requirements.md §4). */
  errorPath: z.string().optional(),
})
export type AuthConfig = z.infer<typeof authConfigSchema>

/** The settings the browser may know: an explicit whitelist, never the environment. */
export const runtimeConfigSchema = z.object({
  testMode: z.boolean(),
  /** Unset links are absent, and the storefront hides them. */
  customAdUrl: z.string().optional(),
  social: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    youtube: z.string().optional(),
    linkedin: z.string().optional(),
  }),
  bookACallUrl: z.string(),
  auth: authConfigSchema,
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>
