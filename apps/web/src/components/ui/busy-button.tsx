import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'

type BusyButtonProps = ComponentProps<typeof Button> & {
  busy: boolean
  /** Said instead of the label while busy, e.g. 'Taking you to payment…'. */
  busyLabel: string
}

/** A button that shows it is working (spinner, aria-busy) and cannot be pressed twice. */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  className,
  children,
  ...props
}: BusyButtonProps) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      aria-busy={busy}
      className={cn('aria-busy:cursor-wait aria-busy:disabled:opacity-80', className)}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />}
      {busy ? busyLabel : children}
    </Button>
  )
}
