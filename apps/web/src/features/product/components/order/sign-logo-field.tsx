import { ImageUp, LogIn, X } from 'lucide-react'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { signInHref } from '@/features/auth'
import { SIGN_LOGO_ACCEPT, type SignLogo } from '../../hooks/use-sign-logo'

const statusOf = ({ uploading, key }: SignLogo) =>
  uploading ? 'Uploading…' : key ? 'Logo added: see it on the LED preview' : null

/**
 * The template's logo slot on the order form, named by its label: a picture file, uploaded as
 * soon as it is chosen (signed-in customers only: the upload is theirs), with its reason shown
 * when the store refuses it. Optional: without a logo the slot shows the clip.
 */
export function SignLogoField({
  label,
  logo,
  signedIn,
}: {
  label: string
  logo: SignLogo
  signedIn: boolean
}) {
  const id = useId()
  const location = useLocation()
  const status = statusOf(logo)
  const picking = signedIn && !logo.name
  const title = (
    <>
      {label} <span className="font-normal text-zinc-500">(optional)</span>
    </>
  )
  return (
    <div className="flex flex-col gap-1.5">
      {picking ? (
        <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
          {title}
        </label>
      ) : (
        <p className="text-sm font-semibold text-zinc-900">{title}</p>
      )}
      {signedIn && logo.name ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex min-w-0 flex-1 items-center gap-2 text-sm text-zinc-800">
            <ImageUp aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
            <span className="truncate">{logo.name}</span>
          </span>
          <button
            type="button"
            onClick={logo.remove}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50"
          >
            <X aria-hidden="true" className="size-4" />
            Remove logo
          </button>
        </div>
      ) : picking ? (
        <input
          id={id}
          type="file"
          accept={SIGN_LOGO_ACCEPT}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => logo.choose(event.target.files?.[0])}
          className="w-full text-sm text-zinc-700 file:mr-3 file:h-10 file:rounded-full file:border-0 file:bg-zinc-100 file:px-4 file:font-semibold file:text-zinc-900 hover:file:bg-zinc-200"
        />
      ) : (
        <Link
          to={signInHref(location)}
          className="inline-flex h-10 items-center gap-2 self-start rounded-full bg-white px-4 text-sm font-semibold text-zinc-950 ring-1 ring-zinc-300 hover:bg-zinc-50"
        >
          <LogIn aria-hidden="true" className="size-4 text-amber-700" />
          Sign in to add your logo
        </Link>
      )}
      <p id={`${id}-hint`} className="text-xs text-zinc-600">
        PNG, JPG or WebP (not SVG), up to 10 MB; fitted into its place on the sign.
      </p>
      <p id={`${id}-status`} role="status" className="text-xs font-medium">
        {logo.error ? (
          <span className="text-rose-700">{logo.error}</span>
        ) : (
          status && <span className="text-emerald-700">{status}</span>
        )}
      </p>
    </div>
  )
}
