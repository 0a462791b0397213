import path from "node:path"
import { parse } from "graphql"
import { readFileSync } from "node:fs"
import {
  siteFiles,
  siteFileShape,
  shippedText,
} from "../../../common/site-files"
import { shapeOf, type ObjectShape } from "../../../common/content-shapes"
import { lineOf, scanJson } from "../../../common/json-lines"
import {
  validateSiteFile,
  type SiteFileCheck,
} from "../../../common/site-file-check"
import type { SiteFileShape } from "../../../common/site-file-shape"
import { mdxCompiler } from "../../plugins/app/site-files/mdx-compile"

// The editable content files' shapes (from content/schema.graphql) and the check of a text at
// save: every file the repository ships passes unchanged, and texts a careless or hostile editor
// could send (keys deleted, values of the wrong kind, keys that are JavaScript's own, huge
// values, deep nesting, broken JSON, YAML and MDX) are refused with the line of the problem,
// without the check itself failing. Generated inputs come from a seeded generator, so a failure
// can be run again.

const CONTENT = path.resolve(__dirname, "../../../content")
const compiler = mdxCompiler()
afterAll(() => compiler.close())

const check = (file: string, text: string, published: string | null = null) =>
  validateSiteFile(file, text, {
    shape: siteFileShape(CONTENT, file),
    shipped: shippedText(CONTENT, file),
    published,
    compileMdx: compiler.compile,
  })

const refused = (result: SiteFileCheck) => {
  if (result.ok) throw new Error("the text was taken")
  return result
}

// A small seeded generator (mulberry32): the same cases every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Every place in a value: its path, the value there and the shape that describes it.
function places(
  shape: SiteFileShape,
  value: unknown,
  at: (string | number)[] = []
) {
  const found: {
    path: (string | number)[]
    shape: SiteFileShape
    value: unknown
  }[] = [{ path: at, shape, value }]
  if (shape.kind === "list" && Array.isArray(value))
    value.forEach((item, i) =>
      found.push(...places(shape.of, item, [...at, i]))
    )
  if (shape.kind === "object" && value && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      if (shape.fields[key])
        found.push(...places(shape.fields[key], inner, [...at, key]))
  return found
}

function setAt(
  root: unknown,
  at: (string | number)[],
  change: (
    parent: Record<string | number, unknown>,
    key: string | number
  ) => void
) {
  let parent = root as Record<string | number, unknown>
  for (const part of at.slice(0, -1))
    parent = parent[part] as Record<string | number, unknown>
  change(parent, at[at.length - 1])
}

describe("the editable files", () => {
  const files = siteFiles(CONTENT)

  it("are every JSON and MDX file of content/ but the route table, the seed and the images", () => {
    const paths = files.map((file) => file.path)
    expect(paths).toHaveLength(new Set(paths).size)
    expect(paths).toEqual(
      expect.arrayContaining([
        "site.json",
        "data/menus.json",
        "pages/faq.json",
        "services/cost-recovery.json",
        "pages/privacy-policy.mdx",
        "data/search.json",
        "data/newsletter-pages.json",
      ])
    )
    expect(
      paths.filter((p) => /^(seed|images)\/|routes\.json$/.test(p))
    ).toEqual([])
    expect(files.filter((file) => file.kind === "mdx")).toHaveLength(18)
  })

  it.each(siteFiles(CONTENT).map((file) => file.path))(
    "%s passes unchanged",
    async (file) => {
      expect(await check(file, shippedText(CONTENT, file))).toEqual({
        ok: true,
      })
    }
  )

  it("take their shapes from schema.graphql: roles, descriptions, Gatsby's renamed keys", () => {
    const site = siteFileShape(CONTENT, "site.json") as ObjectShape
    for (const key of ["brand", "siteUrl"])
      expect(site.fields[key]).toMatchObject({ role: "readOnly" })
    const scripts = site.fields.scripts as ObjectShape
    expect(
      Object.values(scripts.fields).every(
        (field) =>
          field.kind !== "object" &&
          field.kind !== "list" &&
          field.role === "readOnly"
      )
    ).toBe(true)
    expect(site.fields.name).not.toHaveProperty("role")
    const menus = siteFileShape(CONTENT, "data/menus.json")
    expect(menus).toMatchObject({
      kind: "list",
      of: {
        type: "MenusJson",
        fields: { id: { kind: "string" }, link: { role: "link" } },
      },
    })
    const faq = siteFileShape(CONTENT, "pages/faq.json") as ObjectShape
    expect(faq.fields.slug).toMatchObject({ role: "readOnly" })
    expect(faq.fields.faqs).toMatchObject({
      kind: "list",
      of: {
        fields: { anchor: { kind: "string" }, paragraphs: { kind: "list" } },
      },
    })
    expect((faq.fields.hero as ObjectShape).fields.image).toMatchObject({
      kind: "string",
      role: "image",
    })
    const home = siteFileShape(CONTENT, "data/home.json") as ObjectShape
    expect(home.fields.teasers).toMatchObject({
      kind: "list",
      of: { kind: "string", role: "link" },
      description: expect.stringContaining("three teasers"),
    })
    const article = siteFileShape(
      CONTENT,
      "articles/sourcing-strategy/index.mdx"
    ) as ObjectShape
    expect(article).toMatchObject({
      type: "MdxFrontmatter",
      fields: {
        slug: { role: "readOnly" },
        template: { role: "readOnly" },
        order: { kind: "int" },
        image: { role: "image" },
      },
    })
    const search = siteFileShape(CONTENT, "data/search.json") as ObjectShape
    expect((search.fields.kinds as ObjectShape).fields).toHaveProperty(
      "case-study"
    )
  })

  it("follow a type nested in itself only as deep as the site draws it", () => {
    const sdl =
      "type AJson implements Node { item: Item } type Item { title: String parts: [Item!] }"
    const shape = shapeOf(parse(sdl), "data/a.json", false) as ObjectShape
    const item = shape.fields.item as ObjectShape
    const inner = (item.fields.parts as { of: ObjectShape }).of
    expect(inner.fields).not.toHaveProperty("parts")
  })
})

describe("a JSON text", () => {
  it("that does not parse is refused with the line of the fault", async () => {
    const text = shippedText(CONTENT, "data/footer.json")
    const lines = text.split("\n")
    const cases: [string, number][] = [
      [
        lines
          .map((line, i) => (i === 5 ? line.replace(/,$/, "") : line))
          .join("\n"),
        7,
      ],
      [
        lines.map((line, i) => (i === 9 ? `${line} oops` : line)).join("\n"),
        10,
      ],
      [text.replace(/\}\s*$/, ""), lines.length - 1],
      [text.replace('"heading"', "heading"), 2],
      ["", 1],
      ["{}{}", 1],
      ['{"a": "tab\tinside"}', 1],
    ]
    for (const [broken, line] of cases) {
      const result = refused(await check("data/footer.json", broken))
      expect([result.line, result.message]).toEqual([
        line,
        expect.stringMatching(/^Line \d+: the JSON does not parse/),
      ])
    }
  })

  it("with keys deleted, values of the wrong kind or keys the shape has not is refused at their line", async () => {
    const next = random(45)
    for (const file of [
      "pages/faq.json",
      "data/home.json",
      "site.json",
      "data/menus.json",
      "services/materials-management.json",
    ]) {
      const shipped = shippedText(CONTENT, file)
      const shape = siteFileShape(CONTENT, file)
      const all = places(shape, JSON.parse(shipped)).filter(
        (place) => place.path.length > 0
      )
      for (let round = 0; round < 12; round++) {
        const value = JSON.parse(shipped)
        const place = all[Math.floor(next() * all.length)]
        const swap = [42, "text", true, null, [], {}, 1.5][
          Math.floor(next() * 7)
        ]
        const kind = Math.floor(next() * 3)
        let fits = true
        setAt(value, place.path, (parent, key) => {
          if (kind === 0 && place.shape.required && !Array.isArray(parent)) {
            delete parent[key]
            fits = false
          } else if (kind === 1) {
            const wrong = JSON.stringify(swap) !== JSON.stringify(parent[key])
            const same =
              (place.shape.kind === "string" && typeof swap === "string") ||
              (place.shape.kind === "boolean" && typeof swap === "boolean") ||
              (place.shape.kind === "int" && swap === 42) ||
              (place.shape.kind === "float" && typeof swap === "number") ||
              (place.shape.kind === "list" && Array.isArray(swap)) ||
              (swap === null && !place.shape.required)
            parent[key] = swap
            fits =
              !wrong ||
              (same &&
                !(
                  place.shape.kind !== "object" &&
                  place.shape.kind !== "list" &&
                  place.shape.role === "readOnly"
                ))
          }
        })
        if (kind === 2) {
          const objects = all.filter((p) => p.shape.kind === "object")
          const target = objects[Math.floor(next() * objects.length)]
          const key = [
            "__proto__",
            "constructor",
            "toString",
            "hasOwnProperty",
            "extra",
          ][Math.floor(next() * 5)]
          const text = JSON.stringify(value, null, 2).split("\n")
          const line = lineOf(text.join("\n"), target.path)
          // The key goes in as text, so that __proto__ is a key of the file, as JSON.parse reads it.
          const opening = text.findIndex(
            (l, i) => i + 1 >= line && /\{\s*$/.test(l)
          )
          text.splice(opening + 1, 0, `${JSON.stringify(key)}: 1,`)
          const result = refused(await check(file, text.join("\n")))
          expect(result.message).toContain(`${key} is not a field of`)
          expect(result.line).toBe(opening + 2)
          continue
        }
        const text = JSON.stringify(value, null, 2)
        const result = await check(file, text)
        if (fits) continue
        const failed = refused(result)
        expect(failed.line).toBeGreaterThanOrEqual(1)
        expect(failed.line).toBeLessThanOrEqual(text.split("\n").length)
      }
    }
  })

  it("holding a huge text, a huge list or nesting a million deep is answered, not crashed on", async () => {
    const faq = JSON.parse(shippedText(CONTENT, "pages/faq.json"))
    faq.title = "x".repeat(150_000)
    expect(await check("pages/faq.json", JSON.stringify(faq))).toEqual({
      ok: true,
    })
    faq.faqs[0].paragraphs = Array.from(
      { length: 50_000 },
      (_, i) => `Paragraph ${i}`
    )
    expect(await check("pages/faq.json", JSON.stringify(faq))).toEqual({
      ok: true,
    })
    const shipped = shippedText(CONTENT, "pages/faq.json")
    const titleLine =
      shipped.split("\n").findIndex((line) => line.includes('"title"')) + 1
    const nested = (inner: string) =>
      shipped.replace(/"title": "[^"]*"/, `"title": ${inner}`)
    const deep = nested(`${"[".repeat(200_000)}${"]".repeat(200_000)}`)
    expect(refused(await check("pages/faq.json", deep))).toMatchObject({
      line: titleLine,
      message: expect.stringMatching(/title must be text/),
    })
    const unclosed = nested("[".repeat(200_000))
    expect(refused(await check("pages/faq.json", unclosed)).message).toMatch(
      /does not parse/
    )
    expect(
      scanJson(`${'{"a":'.repeat(200_000)}1${"}".repeat(200_000)}`)
    ).toBeNull()
  })

  it("of the consent wording keeps every version shown to visitors", async () => {
    const file = "data/newsletter-consent.json"
    const consent = JSON.parse(shippedText(CONTENT, file))
    const added = {
      ...consent,
      versions: [
        ...consent.versions,
        { version: "v-new", effective: "2031-01-01", text: "New." },
      ],
    }
    expect(await check(file, JSON.stringify(added))).toEqual({ ok: true })
    const published = JSON.stringify(added)
    const changed = {
      ...added,
      versions: added.versions.map((v: { version: string }) =>
        v.version === "v-new" ? { ...v, text: "Other." } : v
      ),
    }
    expect(
      refused(await check(file, JSON.stringify(changed), published)).message
    ).toMatch(/v-new .* may not change/)
    expect(
      refused(
        await check(
          file,
          JSON.stringify({
            ...added,
            versions: [...added.versions, added.versions[0]],
          })
        )
      ).message
    ).toMatch(/listed twice/)
  })
})

describe("an MDX text", () => {
  const file = "articles/sourcing-strategy/index.mdx"
  const shipped = shippedText(CONTENT, file)
  const lines = shipped.split("\n")
  const close = lines.indexOf("---", 1)

  it("is refused at the frontmatter's line when its frontmatter does not fit or parse", async () => {
    const noTitle = lines
      .filter((line) => !line.startsWith("title:"))
      .join("\n")
    expect(refused(await check(file, noTitle))).toMatchObject({
      line: 1,
      message: expect.stringMatching(/title must be filled in/),
    })
    const order = shipped.replace(/^order: \d+$/m, 'order: "first"')
    const orderLine = lines.findIndex((line) => line.startsWith("order:")) + 1
    expect(refused(await check(file, order))).toMatchObject({ line: orderLine })
    const slug = shipped.replace(/^slug: .*$/m, 'slug: "/elsewhere"')
    expect(refused(await check(file, slug)).message).toMatch(
      /slug is read-only/
    )
    const yaml = shipped.replace(/^excerpt: .*$/m, "excerpt: [unclosed")
    expect(refused(await check(file, yaml)).message).toMatch(
      /frontmatter does not parse/
    )
    const extra = shipped.replace("---\n", "---\n__proto__: 1\n")
    expect(refused(await check(file, extra)).message).toMatch(
      /is not a field of MdxFrontmatter/
    )
    expect(
      refused(await check(file, lines.slice(close + 1).join("\n"))).line
    ).toBe(1)
  })

  it("takes a date written without quotes, as Gatsby does", async () => {
    expect(
      await check(file, shipped.replace(/^date: "(.*)"$/m, "date: $1"))
    ).toEqual({ ok: true })
  })

  it("is refused at the body's line in the file when it does not compile", async () => {
    const at = close + 4
    const broken = [
      ...lines.slice(0, at - 1),
      "<KeyFigures items={[{ value: }]} />",
      ...lines.slice(at - 1),
    ].join("\n")
    expect(refused(await check(file, broken))).toMatchObject({
      line: at,
      message: expect.stringMatching(/MDX does not compile/),
    })
    const unclosed = `${shipped}\n<Callout title="x">\n\nText\n`
    expect(refused(await check(file, unclosed)).line).toBeGreaterThan(close + 1)
    const deep = `${shipped}\n${"<div>".repeat(20_000)}`
    expect(refused(await check(file, deep)).message).toMatch(
      /MDX does not compile/
    )
  })
})

it("the two files no page query reads have honest types in schema.graphql", () => {
  const sdl = readFileSync(path.join(CONTENT, "schema.graphql"), "utf8")
  expect(sdl).toMatch(/type NewsletterPagesJson implements Node @dontInfer/)
  expect(sdl).toMatch(/type SearchJson implements Node @dontInfer/)
})
