import { useEffect, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'

/** After this long without an answer, the form says why the customer is still waiting. */
const SLOW_AFTER_MS = 1500

/**
 * The sign-in or registration form's button: a spinner and what it is doing while the
 * provider checks the password (a deliberately slow hash) and hands the browser back, and,
 * when that takes a while on a busy server, a line saying it is still working.
 */
export function InteractionSubmit({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean
  label: string
  busyLabel: string
  className?: string
}) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!busy) {
      setSlow(false)
      return
    }
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <div className="flex flex-col gap-2">
      <BusyButton
        type="submit"
        variant="dark"
        size="lg"
        busy={busy}
        busyLabel={busyLabel}
        className={className}
      >
        {label}
      </BusyButton>
      <p role="status" className="min-h-5 text-sm text-zinc-600">
        {busy && slow ? 'Still working: checking your details securely takes a few seconds.' : ''}
      </p>
    </div>
  )
}
