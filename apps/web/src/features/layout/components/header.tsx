import { Container } from '@/components/ui/container'
import { MiniCart } from '@/features/cart'
import { cn } from '@/lib/cn'
import { useScrolledPast } from '../hooks/use-scrolled-past'
import { AccountMenu } from './account-menu'
import { Logo } from './logo'
import { MainMenu } from './main-menu'
import { MobileMenuButton } from './mobile-menu-button'
import { SearchButton } from './search-button'
import { SubscribeLink } from './subscribe-link'

/** docs/requirements.md §9: the header turns sticky once the page is scrolled 80 px. */
export const STICKY_HEADER_AT = 80

export function Header() {
  const sticky = useScrolledPast(STICKY_HEADER_AT)
  return (
    <header
      data-sticky={sticky}
      className={cn(
        'z-40 border-b border-white/10 bg-zinc-950/95 backdrop-blur',
        sticky ? 'sticky top-0 animate-slide-down shadow-lg shadow-black/30' : 'relative',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <div className="flex items-center gap-2">
          <MobileMenuButton />
          <Logo />
        </div>
        <MainMenu />
        <div className="flex items-center gap-1 sm:gap-2">
          <SubscribeLink className="mr-1 hidden rounded-full border border-amber-400/70 px-4 py-2 text-sm font-semibold text-amber-300 transition-colors hover:bg-amber-400 hover:text-zinc-950 sm:inline-flex" />
          <SearchButton />
          <MiniCart />
          <AccountMenu />
        </div>
      </Container>
    </header>
  )
}
