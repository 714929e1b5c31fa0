import type { ReactNode } from 'react'

export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
      <h2 className="mb-4 text-sm font-bold tracking-wider text-zinc-900 uppercase">{title}</h2>
      {children}
    </section>
  )
}
