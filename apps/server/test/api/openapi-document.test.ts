import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * The API's contract, as clients and the storefront read it: any change to a route, a
 * schema, a status or a description shows here as a diff of openapi-document.json (update
 * it from the repository's root with
 * `npx vitest run --project server apps/server/test/api/openapi-document.test.ts --update`
 * when a change is meant).
 */
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp.close()
})

it('is the OpenAPI document committed beside this test', async () => {
  const response = await testApp.app.inject('/api/docs/json')
  expect(response.statusCode).toBe(200)
  await expect(`${JSON.stringify(response.json(), null, 2)}\n`).toMatchFileSnapshot(
    './openapi-document.json',
  )
})
