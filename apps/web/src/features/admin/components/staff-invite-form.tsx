import type { StaffRole } from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useInviteStaff } from '../api/admin-staff'
import { ROLE_WORDS } from './staff-roles'

/** The owner gives someone a role: they get a mail, with a link to set a password if new. */
export function StaffInviteForm() {
  const invite = useInviteStaff()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const done = await invite.mutateAsync({ email, role, ...(name.trim() ? { name } : {}) })
      const who = `${done.member.name} (${done.member.email})`
      notify(
        'success',
        done.outcome === 'already-staff'
          ? `${who} already has the ${role} role.`
          : `${who} now has the ${role} role. ${done.linkMailed ? 'We mailed them a link to set their password.' : 'We mailed them to say so.'}`,
      )
      setEmail('')
      setName('')
    } catch {
      // The message shows under the form.
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Give someone a role"
      className="mb-6 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
    >
      <FormField
        label="Email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label="Name (for a new account)"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="staff-role" className="text-sm font-semibold text-zinc-900">
          Role
        </label>
        <select
          id="staff-role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className="h-11 rounded-lg border border-zinc-300 bg-white px-3 text-sm"
        >
          <option value="staff">Staff</option>
          <option value="owner">Owner</option>
        </select>
      </div>
      <BusyButton type="submit" busy={invite.isPending} busyLabel="Giving the role">
        Give the role
      </BusyButton>
      <p className="text-sm text-zinc-600 sm:col-span-4">{ROLE_WORDS[role]}</p>
      {invite.isError && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-4">
          {invite.error.message}
        </p>
      )}
    </form>
  )
}
