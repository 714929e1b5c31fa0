import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'dark' | 'outline' | 'outline-light' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-amber-400 text-zinc-950 hover:bg-amber-300 shadow-sm',
  dark: 'bg-zinc-900 text-white hover:bg-zinc-700 shadow-sm',
  outline: 'border border-zinc-300 bg-white text-zinc-900 hover:border-zinc-900',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
  ghost: 'text-current hover:bg-zinc-900/10',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
}

/** Shared by <button>s and <Link>s that should look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  )
}
