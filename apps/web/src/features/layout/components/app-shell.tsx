import type { ReactNode } from 'react'
import { useCloseOverlaysOnNavigation } from '../hooks/use-close-overlays-on-navigation'
import { BackToTop } from './back-to-top'
import { Footer } from './footer'
import { Header } from './header'
import { TestModeRibbon } from './test-mode-ribbon'

/** Header, main landmark and footer around every page; `overlays` are the shell's dialogs. */
export function AppShell({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  useCloseOverlaysOnNavigation()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-amber-400 focus:px-4 focus:py-2 focus:font-semibold focus:text-zinc-950"
      >
        Skip to content
      </a>
      <TestModeRibbon />
      <Header />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <Footer>
        <BackToTop />
      </Footer>
      {overlays}
    </div>
  )
}
