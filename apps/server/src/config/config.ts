import { accessSync, constants, mkdirSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { serverRoot } from '../server-root.ts'
import { downloadsEnv } from './downloads-settings.ts'
import { type InvoiceSettings, invoiceEnv, invoiceSettings } from './invoice-settings.ts'
import { linkEnv } from './link-settings.ts'
import { type MailSettings, mailEnv, mailSettings } from './mail-settings.ts'
import { type PaymentsKind, paymentsEnv, paymentsKind } from './payments-settings.ts'
import { reminderEnv } from './reminder-settings.ts'
import { shutdownEnv } from './shutdown-settings.ts'
import { trustProxySchema } from './trust-proxy.ts'

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.pathname.length > 1
    )
  } catch {
    return false
  }
}, 'must be a postgres:// URL with a database name, e.g. postgres://user:pass@localhost:5432/marquee')

/** A request budget: how many per window, for one client (or for everyone). */
const budget = z.coerce.number().int().min(1).max(100_000)
const milliseconds = z.coerce.number().int().min(100).max(3_600_000)

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/** Every environment variable the server reads, with its default. `.env.example` mirrors it. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: logLevel.default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  COUPON_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  ...linkEnv,
  BOOK_A_CALL_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://calendly.com/marquee-led/intro'),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(200).optional(),
  OIDC_AUDIENCE: z.string().min(1).max(500).optional(),
  SIGN_IN_ERROR_PATH: z
    .string()
    .regex(/^\/[^/\\]/, 'must be a path on this site, e.g. /pages/login')
    .optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  ...mailEnv,
  TRUST_PROXY: trustProxySchema.default(false),
  SIGN_IN_ADDRESS_RATE_LIMIT: budget.default(30),
  REGISTRATION_RATE_LIMIT: budget.default(10),
  SIGN_IN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
  SIGN_IN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  CONTACT_RATE_LIMIT: budget.default(10),
  CONTACT_GLOBAL_RATE_LIMIT: budget.default(100),
  SEND_EMAIL_RATE_LIMIT: budget.default(10),
  UPLOAD_RATE_LIMIT: budget.default(30),
  CONTACT_MAX_UNREAD: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  REVIEW_RATE_LIMIT: budget.default(10),
  REVIEW_GLOBAL_RATE_LIMIT: budget.default(100),
  AUTHORIZE_RATE_LIMIT: budget.default(30),
  MAX_LIVE_INTERACTIONS: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  CONNECTION_TIMEOUT_MS: milliseconds.default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(128),
  ...paymentsEnv,
  ...invoiceEnv,
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** The largest video the back office may upload: a clip's master or a custom order's finished clip. */
  MASTER_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10_737_418_240)
    .default(524_288_000),
  ...downloadsEnv,
  ...shutdownEnv,
  ...reminderEnv,
})

export type Env = z.infer<typeof envSchema>

/** Who signs customers in: the provider built into this server, or an external issuer. */
export type Identity =
  | { kind: 'built-in'; issuer: string; clientId: string; audience: string }
  | { kind: 'external'; issuer: string; clientId: string; audience?: string }

export interface Config extends Omit<Env, 'DATA_DIR' | 'PUBLIC_URL'> {
  DATA_DIR: string
  PUBLIC_URL: string
  identity: Identity
  /** Who takes the payments; 'sandbox' is test mode (the storefront's ribbon says so). */
  payments: PaymentsKind
  mail: MailSettings
  /** The seller on every invoice, and the store's own numbering and tax (DESIGN decision 018). */
  invoicing: InvoiceSettings
  WEB_DIST_DIR: string
  /** The public files under /media/: the demo catalogue's marked previews, posters, images. */
  MEDIA_DIR: string
  /** The demo catalogue's clean masters, never served: what a customer's download converts. */
  MASTERS_DIR: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws one ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(blankAsUnset)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const values = parsed.data
  if (values.OIDC_ISSUER && !values.OIDC_CLIENT_ID) {
    throw new ConfigError(
      'Invalid configuration: OIDC_CLIENT_ID: required when OIDC_ISSUER is set (the client id of this store at that issuer)',
    )
  }
  const payments = paymentsKind(values)
  if (typeof payments === 'object') {
    throw new ConfigError(`Invalid configuration: ${payments.problem}`)
  }
  const mail = mailSettings({ ...values, payments })
  if (typeof mail === 'string') throw new ConfigError(`Invalid configuration: ${mail}`)
  const invoicing = invoiceSettings({ ...values, payments })
  if (typeof invoicing === 'string') throw new ConfigError(`Invalid configuration: ${invoicing}`)
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '')
  const dataDir = path.resolve(values.DATA_DIR)
  if (!values.DATABASE_URL) assertWritableDir(dataDir)
  return {
    ...values,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    identity: values.OIDC_ISSUER
      ? {
          kind: 'external',
          issuer: values.OIDC_ISSUER,
          clientId: values.OIDC_CLIENT_ID ?? '',
          ...(values.OIDC_AUDIENCE ? { audience: values.OIDC_AUDIENCE } : {}),
        }
      : {
          kind: 'built-in',
          issuer: `${publicUrl}/oidc`,
          clientId: values.OIDC_CLIENT_ID ?? 'marquee-web',
          audience: values.OIDC_AUDIENCE ?? `${publicUrl}/api`,
        },
    payments,
    mail,
    invoicing,
    WEB_DIST_DIR: path.resolve(values.WEB_DIST_DIR ?? path.join(serverRoot, '../web/dist')),
    MEDIA_DIR: path.join(serverRoot, 'media'),
    MASTERS_DIR: path.join(serverRoot, 'masters'),
  }
}

function assertWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
  } catch {
    throw new ConfigError(`Invalid configuration: DATA_DIR: ${dir} is not a writable directory`)
  }
}
