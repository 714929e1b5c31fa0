import type { ReactNode } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'

interface AuthCardProps {
  title: string
  heading: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the sign-in, registration and password screens. */
export function AuthCard({ title, heading, intro, children, footer }: AuthCardProps) {
  return (
    <>
      <BreadcrumbBanner title={title} />
      <Container className="max-w-lg py-12 sm:py-16">
        <section
          aria-labelledby="auth-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-10"
        >
          <h2 id="auth-heading" className="text-2xl font-bold text-zinc-900">
            {heading}
          </h2>
          {intro && <div className="mt-2 text-zinc-600">{intro}</div>}
          <div className="mt-6">{children}</div>
          {footer && (
            <div className="mt-6 border-t border-zinc-200 pt-5 text-sm text-zinc-600">{footer}</div>
          )}
        </section>
      </Container>
    </>
  )
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-900 ring-1 ring-red-300"
    >
      {children}
    </p>
  )
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900 ring-1 ring-emerald-300"
    >
      {children}
    </p>
  )
}
