export const REMINDER_CONSENT_LABEL = "Email me a reminder if I don't finish this checkout"

interface ReminderConsentProps {
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * The customer's opt-in to one abandoned-checkout reminder: unticked until they tick it, and
 * saying what they agree to (one mail, a link back to this cart), as consent must.
 */
export function ReminderConsent({ checked, onChange }: ReminderConsentProps) {
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id="reminder-consent"
        type="checkbox"
        name="reminderConsent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="reminder-consent-note"
        className="mt-0.5 size-4 shrink-0 accent-amber-500"
      />
      <div>
        <label htmlFor="reminder-consent" className="font-semibold text-zinc-900">
          {REMINDER_CONSENT_LABEL}
        </label>
        <p id="reminder-consent-note" className="text-xs text-zinc-600">
          One email a few hours later, with a link that puts these clips back in your cart. Only if
          you have not paid, and never more than one.
        </p>
      </div>
    </div>
  )
}
