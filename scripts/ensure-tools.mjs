// Makes sure a system tool the store, the tests or the media script need is present.
// As root on Debian it installs the package with apt-get; otherwise it says what to run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const tools = {
  // Lighthouse's budgets: the browser people use.
  chromium: {
    find: () => (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    packages: ['chromium', 'fonts-liberation'],
  },
  // The browser tests: the same Chromium built headless only (docs/decisions/025).
  'chromium-headless-shell': {
    find: () =>
      [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'].find(
        (file) => file && existsSync(file),
      ),
    packages: ['chromium-headless-shell', 'fonts-liberation'],
  },
  ffmpeg: {
    find: () => {
      if (process.env.FFMPEG_PATH && existsSync(process.env.FFMPEG_PATH))
        return process.env.FFMPEG_PATH
      return spawnSync('ffmpeg', ['-version']).status === 0 ? 'ffmpeg' : undefined
    },
    packages: ['ffmpeg'],
  },
  // The reverse proxy of `npm run test:cluster`; Debian keeps it in /usr/sbin.
  nginx: {
    find: () =>
      [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((file) => file && existsSync(file)) ??
      (spawnSync('nginx', ['-v']).status === 0 ? 'nginx' : undefined),
    packages: ['nginx'],
  },
}

/** The variable that points at a tool of the user's own, where there is one. */
const settable = {
  'chromium-headless-shell': 'CHROMIUM_PATH',
  ffmpeg: 'FFMPEG_PATH',
  nginx: 'NGINX_PATH',
}

// The store reads FFMPEG_PATH from a .env file too: so does this check.
if (existsSync('.env')) process.loadEnvFile('.env')

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
// apt-get is run by name, so it counts only when it is on PATH.
const hasApt = spawnSync('apt-get', ['--version']).status === 0

for (const name of process.argv.slice(2)) {
  const tool = tools[name]
  if (!tool) throw new Error(`unknown tool ${name}`)
  if (tool.find()) continue
  if (!isRoot || !hasApt) {
    console.error(
      `${name} is missing: run "sudo apt-get install -y ${tool.packages.join(' ')}" ${settable[name] ? `(or set ${settable[name]}) ` : ''}and try again.`,
    )
    process.exit(1)
  }
  console.log(`Installing ${tool.packages.join(', ')} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...tool.packages], {
    stdio: 'inherit',
    env,
  })
  if (!tool.find()) {
    console.error(`${name} is still missing after apt-get install ${tool.packages.join(' ')}.`)
    process.exit(1)
  }
}
