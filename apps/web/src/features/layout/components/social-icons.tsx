import type { RuntimeConfig } from '@marquee/core'

/** Brand marks drawn inline: the icon set ships none, and the store loads nothing remote. */
const SOCIAL_LINKS = [
  {
    label: 'Marquee on Facebook',
    network: 'facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  },
  {
    label: 'Marquee on Instagram',
    network: 'instagram',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
  },
  {
    label: 'Marquee on YouTube',
    network: 'youtube',
    path: 'M21.6 7.2a2.8 2.8 0 0 0-2-2C17.9 4.8 12 4.8 12 4.8s-5.9 0-7.6.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 2 12a29 29 0 0 0 .4 4.8 2.8 2.8 0 0 0 2 2c1.7.4 7.6.4 7.6.4s5.9 0 7.6-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 22 12a29 29 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
  {
    label: 'Marquee on LinkedIn',
    network: 'linkedin',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.75Z',
  },
] as const

/** The store's pages on the networks it has configured; an unset one is not shown. */
export function SocialLinks({ social }: { social: RuntimeConfig['social'] | undefined }) {
  const links = SOCIAL_LINKS.flatMap((link) => {
    const href = social?.[link.network]
    return href ? [{ ...link, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ul className="flex gap-2">
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-zinc-200 transition-colors hover:bg-amber-400 hover:text-zinc-950"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
              <path d={link.path} />
            </svg>
            <span className="sr-only">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
