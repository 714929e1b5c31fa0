import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress'
import { routeChunks } from './build/route-chunks'

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3100'
// /uploads: the customers' logos the back office shows, served by the API.
const proxy = { '/api': apiTarget, '/media': apiTarget, '/uploads': apiTarget }

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunks(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @marquee/core builds its zod schemas at module level; the browser uses only its types
      // and helpers, so its modules count as side-effect free and the schemas (and zod) drop out.
      // Schemas derived from another schema (`discountSchema.extend`, `.pick`) need its name too,
      // and so do core's field builders (input-fields.ts), which return a fresh schema per call.
      // The storefront's feature modules have no import-time effects either: a page that imports
      // one hook from a feature's index then gets that hook, not the feature's other pages (the
      // product page's order form took the converter page and the custom-video form, zod
      // schemas and all, along with the two hooks it uses).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/core/') && !id.includes('/apps/web/src/features/'),
        manualPureFunctions: [
          'z',
          'discountSchema',
          'conversionSpecSchema',
          'newPasswordSchema',
          'singleLineText',
          'multiLineText',
          'recordId',
          'recordIdParam',
          'orderQuantity',
          'adminPage',
          'adminSearchText',
          'ownReviewSchema',
          'reviewStatusSchema',
          'moderatedReviewSchema',
        ],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page, so it ships as one
          // chunk. Left alone, Rolldown splits off the parts lazy routes share too, a dozen
          // chunks (some under 100 bytes) that the first page fetches one request each.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
})
