import type { ComponentProps } from 'react'
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-styles'

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}
