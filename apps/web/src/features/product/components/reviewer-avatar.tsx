/** The reviewer's picture; a customer without one gets their initials. */
export function ReviewerAvatar({ img, name }: { img: string; name: string }) {
  if (img) {
    return (
      <img
        src={img}
        alt={name}
        loading="lazy"
        className="size-12 shrink-0 rounded-full bg-zinc-200 object-cover"
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-zinc-900 font-bold text-amber-300"
    >
      {initials}
    </span>
  )
}
