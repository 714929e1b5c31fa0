import { brandInputSchema, categoryInputSchema } from '@marquee/core'
import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useDeleteTaxon, useSaveTaxon, useTaxonomy } from '../api/admin-taxonomy'
import { AdminPageHeader } from './admin-page-header'
import { fieldErrors } from './field-errors'
import { SelectField } from './select-field'
import { TaxonomyList } from './taxonomy-list'

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : {}

/** /admin/taxonomy: the categories and brands clips are filed under. */
export function TaxonomyPage() {
  const taxonomy = useTaxonomy()
  const save = useSaveTaxon()
  const remove = useDeleteTaxon()
  const [parent, setParent] = useState('')

  if (taxonomy.isPending) return <Spinner label="Loading categories and brands" />
  if (taxonomy.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {taxonomy.error.message}
      </p>
    )
  }
  const { categories, brands } = taxonomy.data
  const titleOf = (id: number | null) => categories.find((c) => c.id === id)?.title
  const parentOf = (id: number) => categories.find((c) => c.id === id)?.parentId ?? null
  const topLevel = categories.filter((category) => category.parentId === null)
  // Each top-level category followed by its subcategories, as the shop's menu groups them.
  const grouped = topLevel.flatMap((top) => [
    top,
    ...categories.filter((category) => category.parentId === top.id),
  ])
  const listed = [...grouped, ...categories.filter((category) => !grouped.includes(category))]

  return (
    <>
      <AdminPageHeader
        title="Categories and brands"
        description="What clips are filed under. A rename shows in the shop at once; only an unused one can be deleted."
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <TaxonomyList
          heading="Categories"
          noun="category"
          field="title"
          items={listed.map((category) => {
            const parentTitle = titleOf(category.parentId)
            return {
              id: category.id,
              name: category.title,
              detail: parentTitle && `in ${parentTitle}`,
              clips: category.clips,
            }
          })}
          check={(title) => errorsOf(categoryInputSchema.safeParse({ title, parentId: null }))}
          createFields={
            <SelectField
              label="Inside"
              name="parentId"
              value={parent}
              onChange={setParent}
              options={[
                { value: '', label: 'Top level' },
                ...topLevel.map((category) => ({
                  value: String(category.id),
                  label: category.title,
                })),
              ]}
            />
          }
          onCreate={(title) =>
            save.mutateAsync({
              kind: 'categories',
              id: null,
              input: { title, parentId: parent ? Number(parent) : null },
            })
          }
          onRename={(category, title) =>
            save.mutateAsync({
              kind: 'categories',
              id: category.id,
              input: { title, parentId: parentOf(category.id) },
            })
          }
          onDelete={(category) => remove.mutateAsync({ kind: 'categories', id: category.id })}
        />
        <TaxonomyList
          heading="Brands"
          noun="brand"
          field="name"
          items={brands.map((brand) => ({ id: brand.id, name: brand.name, clips: brand.clips }))}
          check={(name) => errorsOf(brandInputSchema.safeParse({ name }))}
          onCreate={(name) => save.mutateAsync({ kind: 'brands', id: null, input: { name } })}
          onRename={(brand, name) =>
            save.mutateAsync({ kind: 'brands', id: brand.id, input: { name } })
          }
          onDelete={(brand) => remove.mutateAsync({ kind: 'brands', id: brand.id })}
        />
      </div>
    </>
  )
}
