import { BusyButton } from '@/components/ui/busy-button'
import { useResumeSubscription } from '../api/resume-subscription'

/** A plan set to cancel: when it ends, and Resume to keep it renewing. */
export function CancellationNotice({ plan, endsOn }: { plan: string; endsOn: string }) {
  const resume = useResumeSubscription()
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm text-amber-950">
        <p>
          <span className="font-semibold">Your {plan} plan is cancelled.</span> It stays active
          until {endsOn}, then ends. Resume it to keep it renewing.
        </p>
        {resume.isError && (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            We could not resume your plan: {resume.error.message}
          </p>
        )}
      </div>
      <BusyButton
        size="sm"
        className="shrink-0"
        busy={resume.isPending}
        busyLabel="Resuming…"
        onClick={() => resume.mutate()}
      >
        Resume
      </BusyButton>
    </div>
  )
}
