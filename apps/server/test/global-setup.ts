import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { TestProject } from 'vitest/node'
import { wrapPglite } from '../src/db/client.ts'
import { migrationsFolder } from '../src/db/migrate.ts'
import { migrateAndSeed } from '../src/seed/prepare-database.ts'
import { compilePrograms } from './helpers/compiled-programs.ts'
import { preparePostgresTemplate } from './helpers/postgres-template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresTemplateName: string
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..')

const sources = [
  // This file too: how the template is made is part of what it is.
  import.meta.filename,
  ...readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
  ...readdirSync(path.resolve(import.meta.dirname, '../src/seed'), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
].sort()

/**
 * A new database takes seconds to initialise, migrate and seed (on PostgreSQL at a busy
 * runner's load, 8-11 s). Do it once per change of the migrations or seed data and let every
 * test file start from a copy.
 */
export default async function setup(project: TestProject) {
  compilePrograms()
  const hash = createHash('sha256')
  // Paths relative to the server, so every checkout of the same migrations and seed data
  // shares one template (a fresh clone's CI run on a developer's machine adds none).
  for (const file of sources) {
    hash.update(path.relative(serverRoot, file)).update(readFileSync(file))
  }
  // Seeded without ffprobe, the demo clips' facts stay unknown: such a template must not serve
  // a later run that has it (it failed every test of the clips' facts until it was deleted).
  const probe = spawnSync('sh', ['-c', 'command -v ffprobe']).status === 0
  hash.update(probe ? 'clip facts read' : 'no clip facts')
  const version = hash.digest('hex').slice(0, 16)
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    project.provide('postgresTemplateName', await preparePostgresTemplate(adminUrl, version))
    return
  }
  project.provide('postgresTemplateName', '')
  const templatePath = path.join(tmpdir(), `marquee-pglite-${version}.tar`)
  if (!existsSync(templatePath)) {
    // Every test file loads the whole image into a new PGlite (hundreds of times a run), so it
    // holds only what a store uses: 1 MB WAL segments instead of 16, and no template0 or
    // template1 (a store never creates a database). 44 MB became 19.5.
    const client = await PGlite.create({
      extensions: { pg_trgm },
      initDbStartParams: ['--wal-segsize=1'],
    })
    await migrateAndSeed(wrapPglite(client), 'demo')
    for (const name of ['template0', 'template1']) {
      await client.query(`alter database ${name} is_template false`)
      await client.query(`drop database ${name}`)
    }
    await client.query('checkpoint')
    const image = await client.dumpDataDir('none')
    await client.close()
    const partial = `${templatePath}.${process.pid}`
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
    renameSync(partial, templatePath)
  }
  project.provide('pgliteTemplatePath', templatePath)
}
