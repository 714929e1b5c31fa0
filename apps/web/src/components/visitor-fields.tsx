import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'

export const nameRules = { required: 'Please enter your name' }

export const emailRules = {
  required: 'Please enter your email address',
  pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Please enter a valid email address' },
}

interface VisitorFieldsProps {
  /**
   * Registered by the form itself, with the rules above, where it renders these fields: the
   * form focuses its first wrong field in the order the fields were registered.
   */
  name: UseFormRegisterReturn<'name'>
  email: UseFormRegisterReturn<'email'>
  errors: FieldErrors<{ name: string; email: string }>
}

/**
 * Who a signed-out visitor is, side by side on a wide screen, checked with the same rules and
 * messages in every form that asks (contact, custom video). The server checks them again.
 */
export function VisitorFields({ name, email, errors }: VisitorFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Your name" autoComplete="name" error={errors.name?.message} {...name} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...email}
      />
    </div>
  )
}
