import type { StaffMember } from '@marquee/core'
import { useState } from 'react'
import { useMe } from '@/features/auth'
import { notify } from '@/lib/notify'
import { useInviteStaff, useRevokeStaff, useStaff } from '../api/admin-staff'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { StaffInviteForm } from './staff-invite-form'
import { ROLE_WORDS } from './staff-roles'

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'From the start'

const small =
  'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-50'

/** The owner's row actions: the other role, and revoke after a second click. */
function MemberActions({ member }: { member: StaffMember }) {
  const invite = useInviteStaff()
  const revoke = useRevokeStaff()
  const [confirming, setConfirming] = useState(false)
  const other = member.role === 'owner' ? 'staff' : 'owner'
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run()
      notify('success', done)
    } catch (error) {
      notify('error', (error as Error).message)
    }
  }
  if (confirming) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-sm">Revoke {member.name}? Their sessions end at once.</span>
        <button
          type="button"
          disabled={revoke.isPending}
          onClick={() =>
            act(
              () => revoke.mutateAsync(member.email),
              `${member.name} no longer has a role in the back office.`,
            )
          }
          className={`${small} text-rose-800 ring-rose-300`}
        >
          Revoke
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={small}>
          Keep
        </button>
      </span>
    )
  }
  return (
    <span className="flex flex-wrap gap-2">
      <button
        type="button"
        disabled={invite.isPending}
        onClick={() =>
          act(
            () => invite.mutateAsync({ email: member.email, role: other }),
            `${member.name} now has the ${other} role.`,
          )
        }
        aria-label={`Make ${other}: ${member.name}`}
        className={small}
      >
        Make {other}
      </button>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={`Revoke ${member.name}`}
        className={small}
      >
        Revoke
      </button>
    </span>
  )
}

/** /admin/staff: who works in the back office and with which role; the owner manages them. */
export function StaffPage() {
  const staff = useStaff()
  const me = useMe().data
  const owner = me?.role === 'owner'
  return (
    <>
      <AdminPageHeader title="Staff" description={`${ROLE_WORDS.staff} ${ROLE_WORDS.owner}`} />
      {owner ? (
        <StaffInviteForm />
      ) : (
        <p className="mb-6 rounded-lg bg-zinc-100 p-3 text-sm text-zinc-700">
          Only the shop’s owner gives and takes roles.
        </p>
      )}
      <WhenLoaded query={staff} loadingLabel="Loading the staff">
        {(members) => (
          <AdminTable
            caption="Staff"
            empty="Nobody has a role yet."
            columns={
              owner
                ? ['Name', 'Email', 'Role', 'Since', 'Actions']
                : ['Name', 'Email', 'Role', 'Since']
            }
            rows={members.map((member) => ({
              key: member.email,
              cells: [
                member.name,
                member.email,
                <span
                  key="role"
                  className={
                    member.role === 'owner'
                      ? 'rounded-full bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900'
                      : 'rounded-full bg-sky-100 px-2 py-1 text-xs font-semibold text-sky-900'
                  }
                >
                  {member.role === 'owner' ? 'Owner' : 'Staff'}
                </span>,
                day(member.since),
                ...(owner
                  ? [
                      member.email === me?.email ? (
                        <span key="you" className="text-sm text-zinc-500">
                          You
                        </span>
                      ) : (
                        <MemberActions key="actions" member={member} />
                      ),
                    ]
                  : []),
              ],
            }))}
          />
        )}
      </WhenLoaded>
    </>
  )
}
