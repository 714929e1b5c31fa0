// nginx as the test's own process, on deploy/'s configuration: marquee.conf's http-level part
// (its upstream, with this run's instances) and marquee-proxy.conf included as it is. Only the
// server block is the test's: a free port on loopback, no TLS, and an X-Upstream header
// naming the instance that answered, so a test can tell which one to kill.
import { spawn } from 'node:child_process'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const deployDir = path.resolve(import.meta.dirname, '../../deploy/nginx')

/** The nginx.conf of a run, from deploy/nginx. */
export async function nginxConfig({ dir, port, instances }) {
  const site = await readFile(path.join(deployDir, 'marquee.conf'), 'utf8')
  const httpPart = site.slice(0, site.search(/^server \{/m))
  const upstreamServer = /^([ \t]*)server \S+(.*;)$/m
  const [, indent, options] = httpPart.match(upstreamServer) ?? []
  if (indent === undefined) throw new Error('deploy/nginx/marquee.conf has no upstream server line')
  const servers = instances.map((instance) => `${indent}server ${instance}${options}`).join('\n')
  const upstream = httpPart
    .replace(new RegExp(upstreamServer.source, 'gm'), '')
    .replace(/(upstream marquee_api \{\n)/, `$1${servers}\n`)
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;' : ''
  return `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstream}
  server {
    listen 127.0.0.1:${port};
    server_name _;
    add_header X-Upstream $upstream_addr always;
    include ${path.join(deployDir, 'marquee-proxy.conf')};
  }
}
`
}

/** Starts nginx in the foreground of a child process; resolves once it accepts connections. */
export async function startNginx({ binary, dir, port, instances }) {
  await mkdir(dir, { recursive: true })
  // Workers run as nobody when the test runs as root: they create their temp folders here.
  await chmod(dir, 0o755)
  const file = path.join(dir, 'nginx.conf')
  await writeFile(file, await nginxConfig({ dir, port, instances }))
  const child = spawn(binary, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    // Its log is error.log; what it cannot log there (a bad config) shows in the test's output.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): see ${dir}`)
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`nginx did not answer on port ${port}: see ${dir}`)
}
