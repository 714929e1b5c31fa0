import { PASSWORD_RULE } from '@marquee/core'
import type { ComponentProps } from 'react'
import { FormField } from '@/components/ui/form-field'

/** A new password, with the rule shown until a mistake replaces it. */
export function NewPasswordField(props: Omit<ComponentProps<typeof FormField>, 'type'>) {
  return (
    <div className="flex flex-col gap-1.5">
      <FormField type="password" autoComplete="new-password" {...props} />
      {!props.error && <p className="text-sm text-zinc-600">{PASSWORD_RULE}</p>}
    </div>
  )
}
