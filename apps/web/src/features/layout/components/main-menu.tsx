import { NavLink } from 'react-router'
import { cn } from '@/lib/cn'
import { MAIN_MENU } from './nav-links'

export function MainMenu() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-4 py-2 text-sm font-semibold transition-colors hover:text-amber-300',
                  isActive ? 'text-amber-400' : 'text-zinc-200',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
