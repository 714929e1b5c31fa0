import { z } from 'zod'
import { userRoleSchema } from './account.ts'
import { adminPage, adminPageQuery, adminSearchText } from './admin-list.ts'
import { singleLineText } from './input-fields.ts'

export const customersQuerySchema = z.object({
  ...adminPageQuery,
  /** Part of the email or name. */
  q: adminSearchText().optional(),
})

export const customerIdParamsSchema = z.object({ id: z.uuid() })

export const adminCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  plan: z.enum(['Free', 'Pro', 'Enterprise']),
  status: z.string(),
  downloads_left: z.number().int(),
  customisations_left: z.number().int(),
  /** Staff marked them tax-exempt (a church, a school): their invoices carry no tax. */
  tax_exempt: z.boolean(),
  created_at: z.string(),
})
export type AdminCustomer = z.infer<typeof adminCustomerSchema>
export const adminCustomerPageSchema = adminPage(adminCustomerSchema)
export type AdminCustomerPage = z.infer<typeof adminCustomerPageSchema>

const creditChange = z.number().int().min(-1000).max(1000)

/** Grant (positive) or take back (negative) credits; a reason is required for the audit log. */
export const creditAdjustmentSchema = z
  .object({
    downloads: creditChange.default(0),
    customisations: creditChange.default(0),
    reason: singleLineText().trim().min(3, 'Say why (3 characters or more)').max(500),
  })
  .refine((value) => value.downloads !== 0 || value.customisations !== 0, {
    message: 'Change the downloads or the customisations',
    path: ['downloads'],
  })
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>
