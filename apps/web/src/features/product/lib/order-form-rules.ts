import { type OrderRequest, orderRequestSchema } from '@marquee/core'
import type { FieldErrors, ResolverResult } from 'react-hook-form'
import { type OrderFormValues, ratioOf } from './order-form-fields'

const toRequestInput = (values: OrderFormValues) => ({
  fileType: values.fileType,
  dimensions: { width: values.width, height: values.height },
  aspectRatio: ratioOf(values.width, values.height),
  customization: values.customization,
  comments: values.comments,
  rushOrder: values.rushOrder,
  quantity: values.quantity,
  fit: values.fit,
  depth: values.depth,
})

function fieldMessage(field: string, message: string): string {
  if (field === 'width' || field === 'height') return 'Enter whole pixels from 1 to 4096'
  if (field === 'quantity') return 'Enter a quantity of at least 1'
  return message
}

/**
 * Checks the flat fields with core's order request schema (the rules the server and the cart
 * share) and names each error after its input: dimensions.width is the width field.
 */
export function checkOrderForm(
  values: OrderFormValues,
): ResolverResult<OrderFormValues, OrderRequest> {
  const result = orderRequestSchema.safeParse(toRequestInput(values))
  if (result.success) return { values: result.data, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path.at(-1) ?? 'root')
    const name = field === 'dimensions' ? 'width' : field
    errors[name] ??= { type: 'validate', message: fieldMessage(name, issue.message) }
  }
  return { values: {}, errors: errors as FieldErrors<OrderFormValues> }
}
