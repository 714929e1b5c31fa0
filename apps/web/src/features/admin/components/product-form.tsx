import {
  type AdminProduct,
  type AdminProductInput,
  type AdminTaxonomy,
  adminProductInputSchema,
} from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { FormField } from '@/components/ui/form-field'
import { useSaveProduct } from '../api/admin-catalogue'
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
  const [draft, setDraft] = useState(() => draftOf(product, taxonomy))
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A new clip's slug follows its title until the admin types one.
  const [slugTyped, setSlugTyped] = useState(product !== null)
  const save = useSaveProduct()
  const set = (field: keyof Draft) => (value: string | boolean) => {
    if (field === 'slug') setSlugTyped(true)
    // The field's own message goes as soon as it is changed; the next save checks it again.
    setErrors(({ [field]: _changed, ...others }) => others)
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !slugTyped ? { slug: slugOf(String(value)) } : {}),
    }))
  }
  const text = (field: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      label={label}
      name={field}
      value={String(draft[field])}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = adminProductInputSchema.safeParse(inputOf(draft))
    if (!checked.success) {
      setErrors(fieldErrors(checked.error))
      return
    }
    setErrors({})
    try {
      onSaved(
        await save.mutateAsync({
          id: product?.id ?? null,
          input: checked.data as AdminProductInput,
        }),
      )
    } catch (error) {
      setErrors(serverFieldError((error as Error).message))
    }
  }

  const categories = taxonomy.categories.map((category) => ({
    value: String(category.id),
    label: category.parentId
      ? `${taxonomy.categories.find((parent) => parent.id === category.parentId)?.title ?? ''} › ${category.title}`
      : category.title,
  }))
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
      <SelectField
        label="Category"
        name="categoryId"
        value={draft.categoryId}
        options={categories}
        error={errors.categoryId}
        onChange={set('categoryId')}
      />
      <SelectField
        label="Brand"
        name="brandId"
        value={draft.brandId}
        options={brands}
        error={errors.brandId}
        onChange={set('brandId')}
      />
      {text('sizes', 'Sizes (comma-separated)')}
      {text('colors', 'Colours (comma-separated)')}
      {text('dimension', 'Dimension')}
      {text('quantity', 'Quantity', { inputMode: 'numeric' })}
      <SelectField
        label="Stock status"
        name="status"
        value={draft.status}
        options={[
          { value: 'in-stock', label: 'In stock' },
          { value: 'out-of-stock', label: 'Out of stock' },
        ]}
        error={errors.status}
        onChange={set('status')}
      />
      <fieldset className="flex items-center gap-6 text-sm font-semibold text-zinc-900">
        <legend className="sr-only">Badges</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.isNew}
            onChange={(event) => set('isNew')(event.target.checked)}
            className="size-4 accent-amber-500"
          />
          New
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.trending}
            onChange={(event) => set('trending')(event.target.checked)}
            className="size-4 accent-amber-500"
          />
          Trending
        </label>
      </fieldset>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-2">
          {errors.form}
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
