import {
  COMMENTS_REQUIRED_MESSAGE,
  COMMENTS_REQUIRED_TITLE,
  MAX_SIGN_SIDE,
  type Me,
  type OrderRequest,
  orderAction,
  type PersonalizationTemplate,
  type Product,
  personalOrderAction,
} from '@marquee/core'
import { useEffect, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { addProductToCart } from '@/features/cart'
import { useLogoUpload, useSubmitOrder } from '@/features/custom-orders'
import {
  CreditDownloadDialogs,
  DownloadProgress,
  useAllSignsDownload,
  useCreditDownload,
} from '@/features/downloads'
import { BUDGET_ERROR, budgetBytes } from '@/lib/file-budget'
import { notify } from '@/lib/notify'
import { useShareSignTexts } from '../../hooks/use-share-sign-texts'
import { useSignLogo } from '../../hooks/use-sign-logo'
import type { OrderFieldName, OrderFormValues } from '../../lib/order-form-fields'
import {
  defaultOrderValues,
  ORDER_FIELDS,
  orderFormResolver,
  preloadOrderRules,
  submitOrderRequest,
  withLogoLine,
} from '../../lib/order-form-values'
import { personalStatus } from '../../lib/personal-texts'
import { signOrderValues } from '../../lib/sign-order-values'
import { useLedPreviewStore } from '../../stores/led-preview-store'
import { AllSignsDownload } from './all-signs-download'
import { ClipReadabilityNote } from './clip-readability-note'
import { LogoInput } from './logo-input'
import { OrderActionButton } from './order-action-button'
import {
  AVI_CODEC_OPTIONS,
  DEPTH_OPTIONS,
  FILE_TYPE_OPTIONS,
  FIT_OPTIONS,
  frameRateOptions,
  toFrameRate,
} from './order-options'
import { PersonaliseFields } from './personalise-fields'
import { RawAviNote } from './raw-avi-note'
import { SignChoice } from './sign-choice'
import { SizeFields } from './size-fields'
import { YesNoField } from './yes-no-field'

/**
 * docs/requirements.md §2 order form: the sign's size and format, how the clip fits it and its colours,
 * customisation, rush, quantity, comments and a logo; one button chosen by docs/requirements.md §6.
 * A personalisable clip's texts come first, judged at the sign's size as the customer types.
 */
export function OrderForm({
  product,
  me,
  personalization = null,
}: {
  product: Product
  me: Me | undefined
  personalization?: PersonalizationTemplate | null
}) {
  // A customer's first sign is their preferred size; the form starts with its whole file.
  const firstSign = me?.signs[0]
  const form = useForm<OrderFormValues, unknown, OrderRequest>({
    defaultValues: {
      ...defaultOrderValues(
        me && { width: me.metadata.sign_width, height: me.metadata.sign_height },
        personalization,
      ),
      ...(firstSign ? signOrderValues(firstSign) : {}),
    },
    resolver: orderFormResolver,
    mode: 'onTouched',
  })
  const { errors, touchedFields, isSubmitted } = form.formState
  const showError = (field: OrderFieldName) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined
  const [width, height, depth, fit, customization, rushOrder, fileType, fpsValue, aviCodec] =
    form.watch([
      'width',
      'height',
      'depth',
      'fit',
      'customization',
      'rushOrder',
      'fileType',
      'fps',
      'codec',
    ])
  // Only an AVI's frames can be left uncompressed; every other type has its own encoder.
  const codec = fileType === 'avi' ? aviCodec : 'mjpeg'
  const rates = frameRateOptions(fileType)
  const fps = toFrameRate(fpsValue)
  // A file type that cannot carry the chosen rate (an MPEG at 15) falls back to the clip's own.
  useEffect(() => {
    if (!frameRateOptions(fileType).some((rate) => rate.value === fpsValue)) {
      form.setValue('fps', 'source')
    }
  }, [fileType, fpsValue, form])
  // A personalisable clip is sold plain too: its words (and their fee or credit) are asked for.
  const [personalise, setPersonalise] = useState(false)
  const template = personalise ? personalization : null
  const action = template
    ? personalOrderAction(me)
    : orderAction(me, customization === 'yes', rushOrder === 'yes')
  const credit = useCreditDownload(product.id, action === 'download')
  const { flow } = credit
  const allSigns = useAllSignsDownload()
  const submission = useSubmitOrder()
  const logo = useLogoUpload((url) =>
    form.setValue('comments', withLogoLine(form.getValues('comments'), url), {
      shouldValidate: form.getFieldState('comments').isTouched,
    }),
  )

  const setSign = useLedPreviewStore((state) => state.setSign)
  useEffect(() => {
    if (Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1) {
      const side = (value: number) => Math.min(value, MAX_SIGN_SIDE)
      setSign({ width: side(width), height: side(height), depth, fit })
    }
  }, [width, height, depth, fit, setSign])

  // The texts are judged on the sign the preview shows: the last valid size typed.
  const signWidth = useLedPreviewStore((state) => state.width)
  const signHeight = useLedPreviewStore((state) => state.height)
  const sign = { width: signWidth, height: signHeight }
  const facts = product.clip_facts
  const source = facts ? { width: facts.width, height: facts.height } : null
  const typed = form.watch('personalization')
  const signLogo = useSignLogo()
  const personal = template
    ? personalStatus(template, typed, { sign, fit, source: source ?? sign }, signLogo.key)
    : null
  useShareSignTexts(template, personal?.texts ?? null, source, signLogo.picture)
  // The logo's upload holds the order until its key can go with the texts.
  const logoUploading = personal !== null && signLogo.uploading

  const onValid = (order: OrderRequest) => {
    if (personal?.blocked || logoUploading) return
    if (action === 'add-to-cart') {
      // The cart line carries the texts beside the order: the customisation fee, then a file
      // made with them once paid (CartFormData's personalization).
      const line = personal ? { ...order, personalization: personal.texts } : order
      // A customised line carries its logo as its own field, beside the comments' SPEC line.
      const logoKey = order.customization === 'yes' ? logo.key : null
      addProductToCart(product, logoKey ? { ...line, logoKey } : line)
    } else if (action === 'submit-order' && me) {
      void submission.submit(submitOrderRequest(product.id, me.email, order, logo.fileUrl), me)
    } else if (action === 'download') {
      const maxBytes = budgetBytes(form.getValues('budgetKb'))
      if (maxBytes === undefined) {
        form.setError('budgetKb', { message: BUDGET_ERROR }, { shouldFocus: true })
        return
      }
      credit.ask({
        productId: product.id,
        format: order.fileType,
        width: order.dimensions.width,
        height: order.dimensions.height,
        fit: order.fit,
        depth: order.depth,
        fps,
        codec,
        maxBytes,
        ...(personal ? { personalization: personal.texts } : {}),
      })
    }
  }
  // docs/requirements.md §5: an invalid form marks every field touched and adds nothing.
  const onInvalid = (invalid: FieldErrors<OrderFormValues>) => {
    for (const field of ORDER_FIELDS) {
      form.setValue(field, form.getValues(field), { shouldTouch: true })
    }
    if (invalid.comments && form.getValues('customization') === 'yes') {
      notify('error', COMMENTS_REQUIRED_MESSAGE, COMMENTS_REQUIRED_TITLE)
    }
  }

  return (
    <form
      noValidate
      aria-label="Order form"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={preloadOrderRules}
      onPointerEnter={preloadOrderRules}
      className="flex flex-col gap-5"
    >
      {personalization && (
        <PersonaliseFields
          form={form}
          status={personal}
          sign={sign}
          logoSlot={personalization.logo}
          logo={signLogo}
          signedIn={me !== undefined}
          onChange={setPersonalise}
        />
      )}
      {me && me.signs.length > 0 && <SignChoice signs={me.signs} form={form} />}
      {me && me.signs.length > 1 && action === 'download' && !template && (
        <AllSignsDownload
          signs={me.signs}
          productId={product.id}
          clipTitle={product.title}
          choice={{ fit }}
          credit={credit}
          credits={me.subscription.remaining_total_orders}
          download={allSigns}
        />
      )}
      <SizeFields form={form} showError={showError} />
      <ClipReadabilityNote facts={product.clip_facts} sign={{ width, height }} fit={fit} />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="File type" options={FILE_TYPE_OPTIONS} {...form.register('fileType')} />
        <SelectField label="Fit" options={FIT_OPTIONS} {...form.register('fit')} />
        <SelectField label="Colour depth" options={DEPTH_OPTIONS} {...form.register('depth')} />
        <SelectField label="Frame rate" options={rates} {...form.register('fps')} />
        {fileType === 'avi' && (
          <SelectField label="AVI frames" options={AVI_CODEC_OPTIONS} {...form.register('codec')} />
        )}
        <FormField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={showError('quantity')}
          {...form.register('quantity', { valueAsNumber: true })}
        />
        {action === 'download' && (
          <FormField
            label="Max file size (KB)"
            type="number"
            inputMode="decimal"
            min={1}
            placeholder="No limit"
            error={errors.budgetKb?.message}
            {...form.register('budgetKb')}
          />
        )}
      </div>
      {codec === 'raw' && (
        <RawAviNote facts={product.clip_facts} sign={{ width, height }} fps={fps} />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <YesNoField
          legend="Customisation"
          hint="Your text, logo or colours (+$35, or a plan credit)"
          registration={form.register('customization')}
        />
        <YesNoField
          legend="Rush order"
          hint="Customised work first in line (+$40, paid at checkout)"
          registration={form.register('rushOrder')}
        />
      </div>
      <FormField
        label={customization === 'yes' ? 'Comments (required)' : 'Comments'}
        multiline
        rows={3}
        placeholder="What should we change? Text, phone number, colours…"
        error={showError('comments')}
        {...form.register('comments')}
      />
      {customization === 'yes' && <LogoInput upload={logo} />}
      {flow.processing && <DownloadProgress progress={flow.progress} notice={flow.notice} />}
      {flow.error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {flow.error}
        </p>
      )}
      {action === 'download' && credit.bought && !template && (
        <p className="text-sm text-zinc-600">
          You bought this clip: downloading it uses no credit.
        </p>
      )}
      {action === 'download' &&
        !(credit.bought && !template) &&
        credit.gotBefore({
          productId: product.id,
          format: fileType,
          width,
          height,
          fit,
          depth,
          fps,
          codec,
          ...(personal ? { personalization: personal.texts } : {}),
        }) && (
          <p className="text-sm text-zinc-600">
            You downloaded this file before: getting it again uses no credit.
          </p>
        )}
      <OrderActionButton
        action={action}
        processing={flow.processing || submission.submitting || logo.uploading || logoUploading}
        blocked={personal?.blocked ?? false}
      />
      <CreditDownloadDialogs
        download={credit}
        clipTitle={product.title}
        credits={me?.subscription.remaining_total_orders ?? 0}
      />
    </form>
  )
}
