import { LICENCE_TERMS } from '@marquee/core'
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'

/** docs/requirements.md §2/§9: the licence terms of every purchase, opened from the order panel. */
export function TermsModal() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="self-start text-sm font-semibold text-zinc-700 underline underline-offset-4 hover:text-zinc-950">
        Licence terms
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-xl font-extrabold text-zinc-950">
            Licence terms
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-zinc-700">{LICENCE_TERMS}</Dialog.Description>
          <ul className="mt-3 list-disc pl-5 text-sm text-zinc-700">
            <li>Each purchase or plan download licenses the clip for one sign controller.</li>
            <li>Re-downloads of a clip you bought, at any size or format, stay free.</li>
            <li>A file you got with a plan credit downloads again for free.</li>
            <li>Every download has a licence page you can print from your account.</li>
          </ul>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full hover:bg-zinc-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
