import { NavLink } from 'react-router'
import { cn } from '@/lib/cn'
import { adminSections } from '../admin-sections'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-amber-400 text-zinc-950' : 'text-zinc-300 hover:bg-white/10 hover:text-white',
  )

/** The back office's sections, from the one list in admin-sections.ts. */
export function AdminNav({ id, className }: { id?: string; className?: string }) {
  return (
    <nav id={id} aria-label="Back office" className={className}>
      <ul className="flex flex-col gap-1">
        {adminSections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end} className={linkClass}>
              <section.icon aria-hidden="true" className="size-4 shrink-0" />
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
