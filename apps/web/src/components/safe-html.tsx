import { cn } from '@/lib/cn'

/** The page's typography for HTML it did not write itself: the looks its sections always had. */
const TYPOGRAPHY = cn(
  'leading-relaxed text-zinc-700 [&>*+*]:mt-4',
  '[&_a]:font-semibold [&_a]:text-amber-800 [&_a]:underline',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-zinc-900 [&_h4]:font-bold [&_h4]:text-zinc-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4',
  '[&_strong]:font-semibold [&_strong]:text-zinc-900 [&_img]:rounded-2xl [&_code]:text-sm',
)

interface SafeHtmlProps {
  html: string
  className?: string
}

/**
 * HTML from the API's Markdown renderer (apps/server/src/services/content/render-markdown.ts),
 * which keeps only text structure, links and pictures: no script, event attribute, style or
 * frame, and no javascript: or data: address, reaches here.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (!html) return null
  return (
    <div
      className={cn(TYPOGRAPHY, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
