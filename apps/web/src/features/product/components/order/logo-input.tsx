import { FileInput, type LogoUpload } from '@/features/custom-orders'

/** docs/requirements.md §2 logo input: images only, with the 10MB hint; uploaded as soon as it is chosen. */
export function LogoInput({ upload }: { upload: LogoUpload }) {
  return <FileInput upload={upload} label="Logo (optional)" />
}
