import {
  type CartFormData,
  checkPersonalTexts,
  PERSONAL_LOGO,
  personalLogoKey,
} from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { badRequest } from '../../http-error.ts'
import type { UploadedLogos } from '../uploads/uploaded-logo.ts'
import { checkedSignLogo } from './sign-logo.ts'
import { findTemplate } from './templates.ts'

/**
 * A cart's order forms with each personalised line's texts checked against its clip's template
 * and kept as checked (defaults filled in, upper-cased where the template says), so the paid
 * order line names exactly the file its purchase covers; a logo must be the customer's own
 * upload, checked as a download checks it. 400 naming the line and field.
 */
export async function checkedCartTexts(
  db: Database,
  logos: UploadedLogos,
  customerId: string,
  lines: ReadonlyArray<{ productId: number; formData?: CartFormData | undefined }>,
): Promise<Array<CartFormData | undefined>> {
  return Promise.all(
    lines.map(async (line, index) => {
      const form = line.formData
      if (!form?.personalization) return form
      const where = `lines.${index}.formData`
      const template = await findTemplate(db, line.productId)
      if (!template) throw badRequest(`${where}.personalization: this clip is not personalisable`)
      const check = checkPersonalTexts(template, form.personalization)
      if (!check.ok) throw badRequest(`${where}.${check.problem}`)
      const logo = personalLogoKey(check.texts)
      if (logo) {
        await checkedSignLogo(logos, customerId, logo, `${where}.personalization.${PERSONAL_LOGO}`)
      }
      return { ...form, personalization: check.texts }
    }),
  )
}
