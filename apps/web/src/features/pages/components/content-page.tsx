import type { ReactNode } from 'react'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import type { ContentSection } from '../content/content-section'

interface ContentPageProps {
  title: string
  intro?: string
  promo?: string
  sections: ContentSection[]
  children?: ReactNode
}

/** An article-style page (about, policies): a banner, an intro and headed sections. */
export function ContentPage({ title, intro, promo, sections, children }: ContentPageProps) {
  return (
    <>
      <BreadcrumbBanner title={title} promo={promo} />
      <Container className="max-w-3xl py-12 sm:py-16">
        {intro && <p className="text-lg leading-relaxed text-zinc-700">{intro}</p>}
        {sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold tracking-tight text-zinc-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-zinc-700">
                {paragraph}
              </p>
            ))}
            {section.bullets && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-zinc-700">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </Container>
    </>
  )
}
