import type { ContentPage as Page } from '@marquee/core'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Container } from '@/components/ui/container'
import { PageLoading } from '@/components/ui/page-loading'
import { ApiRequestError } from '@/lib/api-client'
import { useContentPage } from '../api/get-content-page'
import { ContentPageBody } from './content-page-body'

interface ContentPageProps {
  slug: string
  /** The route's heading, shown while the page's own title loads. */
  title: string
  promo?: string
  /** How the words are laid out; an article by default. */
  body?: (page: Page) => ReactNode
  children?: ReactNode
}

/**
 * A shop page whose words the owner edits in the back office (about, FAQ, policies): a banner
 * with its title, then its words from the API. A page the owner has hidden is a 404.
 */
export function ContentPage({ slug, title, promo, body, children }: ContentPageProps) {
  const { data: page, error, isPending } = useContentPage(slug)
  if (error instanceof ApiRequestError && error.status === 404) {
    return <Navigate to="/404" replace />
  }
  return (
    <>
      <BreadcrumbBanner title={page?.title ?? title} promo={promo} />
      <Container className="max-w-3xl py-12 sm:py-16">
        {isPending && <PageLoading label="Loading the page" />}
        {error && !page && (
          <p className="text-zinc-600">This page could not be loaded. Please try again later.</p>
        )}
        {page && (body ? body(page) : <ContentPageBody {...page} />)}
        {page && children}
      </Container>
    </>
  )
}
