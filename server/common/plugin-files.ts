import { readFileSync } from "node:fs"

// Which files under plugins/ are Fastify plugins: those whose default export is one, made with
// fastify-plugin or dbRepositoryPlugin. The others are their subsystem's helpers, which autoload
// must not load (a build helper runs when imported) and which never import a plugin
// (server/test/layout.sqlite.test.ts).
export function isPluginFile(file: string): boolean {
  if (!/\.(ts|mts)$/.test(file) || /\.d\.mts$/.test(file)) return false
  return /^export default (fp|dbRepositoryPlugin)\(/m.test(
    readFileSync(file, "utf8")
  )
}
