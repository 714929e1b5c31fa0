import type { AdminTaxonomy } from '@marquee/core'

/** Each category as a select option, a child named under its parent ('Automotive › Car Wash'). */
export function categoryOptions(taxonomy: AdminTaxonomy): { value: string; label: string }[] {
  const titleOf = (id: number) => taxonomy.categories.find((parent) => parent.id === id)?.title
  return taxonomy.categories.map((category) => ({
    value: String(category.id),
    label: category.parentId
      ? `${titleOf(category.parentId) ?? ''} › ${category.title}`
      : category.title,
  }))
}
