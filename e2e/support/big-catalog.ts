/** The second test store: the sample clips plus 100 generated ones (playwright.config.ts). */
export const bigCatalogURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`
