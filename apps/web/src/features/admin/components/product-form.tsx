import {
  type AdminProduct,
  type AdminProductInput,
  type AdminTaxonomy,
  adminProductInputSchema,
} from '@marquee/core'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { useSaveProduct } from '../api/admin-catalog'
import { categoryOptions } from '../lib/category-options'
import { fieldErrors, serverFieldError } from './field-errors'
import { SelectField } from './select-field'

type Draft = Record<
  'title' | 'slug' | 'description' | 'price' | 'oldPrice' | 'categoryId' | 'brandId',
  string
> &
  Record<'sizes' | 'colors' | 'dimension' | 'quantity' | 'status', string> & {
    isNew: boolean
    trending: boolean
  }

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function draftOf(product: AdminProduct | null, taxonomy: AdminTaxonomy): Draft {
  return {
    title: product?.title ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    oldPrice: product?.oldPrice == null ? '' : String(product.oldPrice),
    categoryId: String(
      product?.categoryId ?? taxonomy.categories.find((c) => c.parentId)?.id ?? '',
    ),
    brandId: String(product?.brandId ?? taxonomy.brands[0]?.id ?? ''),
    sizes: product?.sizes.join(', ') ?? '',
    colors: product?.colors.join(', ') ?? '',
    dimension: product?.dimension ?? '',
    quantity: String(product?.quantity ?? 100),
    status: product?.status ?? 'in-stock',
    isNew: product?.isNew ?? true,
    trending: product?.trending ?? false,
  }
}

/** The form's own fields: a refusal naming another shows as the form's error. */
const DRAFT_FIELDS: Record<keyof Draft, true> = {
  title: true,
  slug: true,
  description: true,
  price: true,
  oldPrice: true,
  categoryId: true,
  brandId: true,
  sizes: true,
  colors: true,
  dimension: true,
  quantity: true,
  status: true,
  isNew: true,
  trending: true,
}

function inputOf(draft: Draft): unknown {
  return {
    ...draft,
    price: draft.price === '' ? Number.NaN : Number(draft.price),
    oldPrice: draft.oldPrice === '' ? null : Number(draft.oldPrice),
    categoryId: Number(draft.categoryId),
    brandId: Number(draft.brandId),
    sizes: list(draft.sizes),
    colors: list(draft.colors),
    quantity: Number(draft.quantity),
  }
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Creates a clip or edits one, checked with the API's own schema before it is sent. */
export function ProductForm({
  product,
  taxonomy,
  onSaved,
  onCancel,
}: {
  product: AdminProduct | null
  taxonomy: AdminTaxonomy
  onSaved: (product: AdminProduct) => void
  onCancel: () => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: draftOf(product, taxonomy) })
  // A new clip's slug follows its title until the admin types one.
  const slugTyped = useRef(product !== null)
  const save = useSaveProduct()
  const fieldOf = (field: keyof Draft) => {
    if (field === 'title') {
      return register('title', {
        onChange: (event) => {
          if (!slugTyped.current) setValue('slug', slugOf(String(event.target.value)))
        },
      })
    }
    if (field === 'slug') {
      return register('slug', {
        onChange: () => {
          slugTyped.current = true
        },
      })
    }
    return register(field)
  }
  const text = (field: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} error={errors[field]?.message} {...fieldOf(field)} {...extra} />
  )
  const select = (
    field: 'categoryId' | 'brandId' | 'status',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <SelectField
          label={label}
          name={field}
          value={value}
          options={options}
          error={errors[field]?.message}
          onChange={onChange}
        />
      )}
    />
  )

  // A message naming no field of the form shows above the buttons (react-hook-form's root).
  const showErrors = (found: Record<string, string>) => {
    for (const [name, message] of Object.entries(found)) {
      const field = name in DRAFT_FIELDS ? (name as keyof Draft) : 'root'
      setError(field, { type: 'validate', message })
    }
  }

  const submit = handleSubmit(async (draft) => {
    const checked = adminProductInputSchema.safeParse(inputOf(draft))
    if (!checked.success) return showErrors(fieldErrors(checked.error))
    try {
      onSaved(
        await save.mutateAsync({
          id: product?.id ?? null,
          input: checked.data as AdminProductInput,
        }),
      )
    } catch (error) {
      showErrors(serverFieldError((error as Error).message))
    }
  })

  const categories = categoryOptions(taxonomy)
  const brands = taxonomy.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={product ? `Edit ${product.title}` : 'New clip'}
      className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-zinc-200 sm:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-zinc-900 sm:col-span-2">
        {product ? `Edit “${product.title}”` : 'New clip'}
      </h2>
      {text('title', 'Title')}
      {text('slug', 'Slug')}
      <div className="sm:col-span-2">
        {text('description', 'Description', { multiline: true, rows: 3 })}
      </div>
      {text('price', 'Price ($)', { inputMode: 'decimal' })}
      {text('oldPrice', 'Old price ($, optional)', { inputMode: 'decimal' })}
      {select('categoryId', 'Category', categories)}
      {select('brandId', 'Brand', brands)}
      {text('sizes', 'Sizes (comma-separated)')}
      {text('colors', 'Colours (comma-separated)')}
      {text('dimension', 'Dimension')}
      {text('quantity', 'Quantity', { inputMode: 'numeric' })}
      {select('status', 'Stock status', [
        { value: 'in-stock', label: 'In stock' },
        { value: 'out-of-stock', label: 'Out of stock' },
      ])}
      <fieldset className="flex items-center gap-6 text-sm font-semibold text-zinc-900">
        <legend className="sr-only">Badges</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('isNew')} className="size-4 accent-amber-500" />
          New
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('trending')} className="size-4 accent-amber-500" />
          Trending
        </label>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving…">
          {product ? 'Save changes' : 'Create clip'}
        </BusyButton>
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full px-5 text-sm font-semibold text-zinc-700 hover:bg-zinc-100"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
