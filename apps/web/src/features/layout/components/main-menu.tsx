import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/cn'
import { inMenuSection, MAIN_MENU } from './nav-links'

export function MainMenu() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={inMenuSection(pathname, item) ? 'page' : undefined}
              className={cn(
                'rounded-full px-4 py-2 text-sm font-semibold transition-colors hover:text-amber-300',
                inMenuSection(pathname, item) ? 'text-amber-400' : 'text-zinc-200',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
