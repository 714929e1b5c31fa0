import { CalendarClock, ExternalLink, Megaphone } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Container } from '@/components/ui/container'
import { useConfig } from '@/lib/store-config'
import { POLICY_LINKS, SHOP_LINKS } from './footer-links'
import { Logo } from './logo'
import { SocialLinks } from './social-icons'

const linkClass = 'text-sm text-zinc-300 transition-colors hover:text-amber-300'

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="flex flex-col gap-2.5">{children}</ul>
    </div>
  )
}

function ExternalFooterLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return null
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${linkClass} inline-flex items-center gap-2`}
      >
        {children}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </li>
  )
}

/** `children` are fixed-position page tools, kept inside a landmark for screen readers. */
export function Footer({ children }: { children?: ReactNode }) {
  const { data: config } = useConfig()
  return (
    <footer className="mt-auto bg-zinc-950 text-zinc-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-zinc-400">
            Looping animations for LED message signs, rendered at your sign's exact pixel size.
          </p>
          <SocialLinks social={config?.social} />
        </div>
        <FooterColumn title="Shop">
          {SHOP_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Information">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Talk to us">
          <li>
            <Link to="/pages/contact" className={linkClass}>
              Contact us
            </Link>
          </li>
          <li>
            <Link to="/pages/custom-video" className={linkClass}>
              Custom video request
            </Link>
          </li>
          <ExternalFooterLink href={config?.bookACallUrl}>
            <CalendarClock aria-hidden="true" className="size-4 text-amber-400" />
            Book a Call
          </ExternalFooterLink>
          <ExternalFooterLink href={config?.customAdUrl}>
            <Megaphone aria-hidden="true" className="size-4 text-amber-400" />
            Request a custom ad
          </ExternalFooterLink>
        </FooterColumn>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col items-center justify-between gap-2 py-6 text-xs text-zinc-400 sm:flex-row">
          <p>© {new Date().getFullYear()} Marquee. All rights reserved.</p>
          <p>Single-use licence: one device per purchase.</p>
        </Container>
      </div>
      {children}
    </footer>
  )
}
