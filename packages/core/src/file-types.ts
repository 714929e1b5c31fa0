/** The file types a clip is delivered as (docs/requirements.md §3), in a module without zod for the first page. */
export const FILE_TYPES = ['mp4', 'avi', 'mpeg', 'gif'] as const
