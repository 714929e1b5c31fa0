// docs/requirements.md §5's messages for an order form without comments, apart from the zod schema
// (order-form.ts), so the storefront shows them without building the schema on first load.

export const COMMENTS_REQUIRED_TITLE = 'Comments Required'
export const COMMENTS_REQUIRED_MESSAGE =
  'Please provide customization instructions in the comments field'
