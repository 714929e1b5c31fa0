import { Link } from 'react-router'
import { adminSections } from '../admin-sections'
import { AdminPageHeader } from './admin-page-header'

/** /admin: the way into each area of the back office. */
export function DashboardPage() {
  return (
    <>
      <AdminPageHeader title="Dashboard" description="Running the store, without SQL." />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {adminSections
          .filter((section) => !section.end)
          .map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex items-center gap-3 rounded-xl bg-white p-5 font-semibold text-zinc-900 ring-1 ring-zinc-200 hover:ring-amber-400"
              >
                <section.icon aria-hidden="true" className="size-5 text-amber-600" />
                {section.label}
              </Link>
            </li>
          ))}
      </ul>
    </>
  )
}
