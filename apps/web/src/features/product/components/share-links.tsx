const targets = (url: string, title: string) => [
  { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
  { label: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${title}` },
  { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
]

/** Share the product page; the address is read at render so it matches wherever the store runs. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const url = encodeURIComponent(`${window.location.origin}${path}`)
  const text = encodeURIComponent(title)
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-zinc-900">Share:</span>
      {targets(url, text).map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-zinc-100 px-3 py-1 font-medium text-zinc-700 hover:bg-amber-100 hover:text-zinc-950"
        >
          {target.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
      <a
        href={`mailto:?subject=${text}&body=${url}`}
        className="rounded-full bg-zinc-100 px-3 py-1 font-medium text-zinc-700 hover:bg-amber-100 hover:text-zinc-950"
      >
        Email
      </a>
    </div>
  )
}
