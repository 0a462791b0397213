/** @jest-config-loader esbuild-register */
// One Jest project per tree, each with the environment its code runs in: the site and the admin
// render in jsdom, the build scripts and the server run in node, the server once per database.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Config } from "jest"
import { extract, parse } from "jest-docblock"

const babelTransform = {
  "^.+\\.m?[jt]sx?$": [
    "babel-jest",
    {
      presets: [
        ["babel-preset-gatsby", { reactRuntime: "automatic" }],
        "@babel/preset-typescript",
      ],
    },
  ],
} as Config["transform"]

// SWC compiles TypeScript, JSX and ES modules many times faster than Babel, which matters on a
// fresh clone, where Jest compiles every file the tests load before any test runs. The site's
// tests stay on Babel: they spy on the exports of whole modules (`jest.spyOn(api, "blog")`), which
// SWC's CommonJS output defines as getters, read-only to a spy.
const swcTransform = {
  "^.+\\.m?[jt]sx?$": [
    "@swc/jest",
    {
      jsc: {
        target: "es2022",
        parser: { syntax: "typescript", tsx: true },
        transform: { react: { runtime: "automatic" } },
      },
      module: { type: "commonjs" },
    },
  ],
} as Config["transform"]

// The server tests whose docblock has `@dialect-dependent <reason>`: SQL that SQLite and
// PostgreSQL run differently (repositories, migrations, claims, locks, limits kept in Redis,
// several instances, races). A tag without its reason stops the run, so each says why.
function dialectDependent(): string[] {
  const root = path.join(__dirname, "server", "test")
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /(?<!\.sqlite|\.postgres)\.test\.ts$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => {
      const tag = parse(extract(readFileSync(file, "utf8")))[
        "dialect-dependent"
      ]
      if (tag === undefined) return false
      if (!String(tag).trim())
        throw new Error(`${file}: @dialect-dependent needs its reason`)
      return true
    })
}

// The server's tests run on SQLite (the embedded default); those whose behaviour the SQL dialect
// changes run on PostgreSQL with Redis (the several-instances set-up) too, whose cluster and
// server global-setup.ts starts once per run. A file says it is one of those with a
// `@dialect-dependent <reason>` docblock (dialectDependent above). Files named
// *.sqlite.test.ts test what only SQLite has (its file, WAL, the secret kept beside it),
// *.postgres.test.ts what needs PostgreSQL and Redis (several servers on one database).
function serverProject(database: "sqlite" | "postgres") {
  const postgres = database === "postgres"
  return {
    displayName: `server:${database}`,
    testEnvironment: "node",
    roots: ["<rootDir>/server"],
    testMatch: postgres
      ? ["**/test/**/*.postgres.test.ts", ...dialectDependent()]
      : ["**/test/**/*.test.ts"],
    // What only one of the set-ups has: SQLite's file, or several instances on PostgreSQL and Redis.
    testPathIgnorePatterns: [
      "/node_modules/",
      postgres ? "\\.sqlite\\.test\\.ts$" : "\\.postgres\\.test\\.ts$",
    ],
    globals: { __TEST_DATABASE__: database },
    // The migrated template each app's database is copied from; on PostgreSQL, the cluster too.
    globalSetup: `<rootDir>/server/test/services/global-setup-${database}.ts`,
    globalTeardown: "<rootDir>/server/test/services/global-teardown.ts",
    transform: swcTransform,
    // light-my-request (Fastify's inject) depends on cookie 2, published as ES modules only, which
    // Jest's module system cannot require on Node 20; compile it like our own code.
    transformIgnorePatterns: [
      "/node_modules/(?!(?:cookie|content-disposition)/)(?:@[^/]+/)?[^/]+/(?!node_modules/)",
    ],
  }
}

const config: Config = {
  // One worker per core, not Jest's default of one fewer: most server tests wait on sockets, child
  // servers and scrypt, so a worker per core keeps both cores busy. On this 2-core machine the
  // whole run went from 303 s (one worker) to 162 s.
  maxWorkers: "100%",
  projects: [
    {
      displayName: "site",
      testEnvironment: "<rootDir>/jest/jsdom-environment.cjs",
      // The root is a root so that __mocks__/gatsby.ts (beside node_modules) replaces Gatsby's runtime.
      roots: ["<rootDir>"],
      testMatch: ["<rootDir>/src/**/__tests__/**/*.test.ts?(x)"],
      testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
      // Nor is what a build writes read for modules: npm test builds the site while Jest runs.
      modulePathIgnorePatterns: [
        "<rootDir>/public/",
        "<rootDir>/.cache/",
        "<rootDir>/.site/",
      ],
      transform: babelTransform,
      moduleNameMapper: {
        "\\.(css)$": "identity-obj-proxy",
        "\\.(jpg|jpeg|png|gif|svg|webp|avif)$":
          "<rootDir>/__mocks__/file-mock.js",
      },
      // lucide-react's per-icon files (src/components/icons.ts) are published as ES modules only.
      transformIgnorePatterns: [
        "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)",
      ],
      globals: { __PATH_PREFIX__: "" },
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      displayName: "admin",
      testEnvironment: "<rootDir>/jest/jsdom-environment.cjs",
      // jest/ holds the jsdom environment both projects run in, and its test.
      roots: ["<rootDir>/admin", "<rootDir>/jest"],
      testMatch: ["**/__tests__/**/*.test.ts?(x)"],
      transform: swcTransform,
      moduleNameMapper: { "\\.(css)$": "identity-obj-proxy" },
      // The MDX editor (@mdxeditor/editor) and the unified packages it parses Markdown with are
      // published as ES modules only; Jest compiles them like our own code.
      transformIgnorePatterns: [
        "/node_modules/(?!(@mdxeditor|ccount|character-|decode-named-character-reference|devlop|escape-string-regexp|estree-util-|fault|is-al|is-decimal|is-hexadecimal|longest-streak|markdown-table|mdast-util-|micromark|parse-entities|stringify-entities|unist-util-|vfile-message|zwitch))",
      ],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
    },
    {
      displayName: "scripts",
      testEnvironment: "node",
      roots: ["<rootDir>/scripts"],
      testMatch: ["**/__tests__/**/*.test.mjs"],
      moduleFileExtensions: ["mjs", "js"],
      transform: swcTransform,
    },
    {
      // What the build runs in Node: the local Gatsby plugins (the panel's source, compile hints)
      // and the code the source plugin shares with the server.
      displayName: "build",
      testEnvironment: "node",
      roots: ["<rootDir>/common", "<rootDir>/plugins"],
      testMatch: ["**/__tests__/**/*.test.ts?(x)"],
      transform: swcTransform,
      // Page components render in these tests too; Gatsby's runtime is the site's mock.
      moduleNameMapper: { "^gatsby$": "<rootDir>/__mocks__/gatsby.ts" },
    },
    serverProject("sqlite"),
    serverProject("postgres"),
  ],
}

export default config
