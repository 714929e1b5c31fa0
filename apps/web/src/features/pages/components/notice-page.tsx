import type { ReactNode } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'

interface NoticePageProps {
  title: string
  heading: string
  children: ReactNode
}

/** A page whose feature is not open yet: says so plainly and offers the way forward. */
export function NoticePage({ title, heading, children }: NoticePageProps) {
  return (
    <>
      <BreadcrumbBanner title={title} />
      <Container className="max-w-2xl py-14 sm:py-20">
        <section className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center ring-1 ring-zinc-200 sm:p-12">
          <h2 className="text-2xl font-bold text-zinc-900">{heading}</h2>
          {children}
        </section>
      </Container>
    </>
  )
}
