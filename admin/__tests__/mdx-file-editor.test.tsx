import "./setup"
import "./editor-dom"
import * as React from "react"
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react"
import * as library from "@mdxeditor/editor"
import {
  MDXEditor,
  realmPlugin,
  type NodeRef,
  type Realm,
} from "@mdxeditor/editor"
import {
  $getRoot,
  createEditor,
  type ElementNode,
  type LexicalEditor,
  type TextNode,
} from "lexical"
import { AdminContext, memoryStore, testDataProvider } from "react-admin"
import { MemoryRouter } from "react-router-dom"
import type { SiteFileShape } from "../../common/site-file-shape"
import { i18nProvider } from "../i18n"
import { createTheme } from "@mui/material/styles"
import { theme } from "../theme"
import {
  ImagePickerContext,
  type ImagePickerProps,
} from "../common/editor/pick-image"
import { editorPlugins } from "../site-files/mdx/plugins"
import MdxFileEditor from "../site-files/mdx/MdxFileEditor"
import { joinMdx, setYamlKey, splitMdx } from "../site-files/mdx/frontmatter"
import { parseKeyFigures, writeKeyFigures } from "../site-files/mdx/key-figures"
import { axeViolations } from "./axe"

// The panel's MDX editor alone (no panel around it): every shipped MDX file goes through the
// editor's model and back to the same page, its forms change what they say and nothing else, and
// a file it cannot show opens as text.

const content = path.join(__dirname, "..", "..", "content")
const mdxFiles = [
  ...readdirSync(path.join(content, "articles")).map((slug) =>
    path.join("articles", slug, "index.mdx")
  ),
  ...readdirSync(path.join(content, "pages"))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => path.join("pages", name)),
]
const read = (file: string) => readFileSync(path.join(content, file), "utf8")

// The panel's words (i18n) and data (the page picker of a link field asks for pages) around the
// editor, and nothing else of the panel. The media library's picker is its own test's
// (media-picker.test.tsx): here it hands one library item.
function Panel({ children }: { children: React.ReactNode }) {
  return (
    <MemoryRouter>
      <AdminContext
        dataProvider={testDataProvider({
          getList: async () => ({ data: [], total: 0 }) as never,
        })}
        i18nProvider={i18nProvider}
        theme={theme}
        store={memoryStore()}
      >
        <ImagePickerContext.Provider value={RigPicker}>
          {children}
        </ImagePickerContext.Provider>
      </AdminContext>
    </MemoryRouter>
  )
}
function RigPicker({ onChoose, onClose }: ImagePickerProps) {
  return (
    <button
      type="button"
      onClick={() => {
        onChoose({ src: "/uploads/rig.jpg", alt: "A rig", decorative: false })
        onClose()
      }}
    >
      Pick the rig
    </button>
  )
}

/** The HTML the site makes of each MDX body (in a Node process of its own: MDX is ESM-only). */
function renderMdx(bodies: string[]): (string | { error: string })[] {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, "fixtures", "render-mdx.mjs")],
    { input: JSON.stringify(bodies), encoding: "utf8" }
  )
  return JSON.parse(output)
}

// MdxFrontmatter's shape as the server derives it from content/schema.graphql.
const text = (role?: "readOnly" | "image"): SiteFileShape => ({
  kind: "string",
  required: false,
  ...(role ? { role } : {}),
})
const shape: SiteFileShape = {
  kind: "object",
  type: "MdxFrontmatter",
  required: true,
  fields: {
    title: { kind: "string", required: true },
    slug: { kind: "string", required: true, role: "readOnly" },
    template: text("readOnly"),
    category: text(),
    heading: text(),
    subheading: text(),
    excerpt: text(),
    description: text(),
    image: text("image"),
    imageAlt: text(),
    date: text(),
    order: { kind: "int", required: false },
    services: {
      kind: "list",
      required: false,
      of: { kind: "string", required: true, role: "link" },
    },
    updated: text(),
  },
}

// A shipped article's frontmatter over a short body with every block the articles use, so that
// the tests which draw the editor draw little.
const article = joinMdx(
  splitMdx(read("articles/sourcing-strategy/index.mdx")).yaml,
  `
Written by <CompanyName />; ask <InfoEmail /> for the figures.

<KeyFigures items={[{ value: "50%", label: "lower well cost" }, { value: "18", label: "cost-driver points" }, { value: "20-year", label: "production horizon" }]} />

## A worked example

| Cost element | Before | After |
| --- | --- | --- |
| Materials | $2.0m | $1.2m |
| **Well cost** | **$8.0m** | **$4.0m** |

6. Contractor crews waiting on work permits.
7. Crews waiting on *materials*.

> Rates are the smallest lever.

<Callout title="The contractors earned more, not less">Because the [remuneration model](/cost-and-value-philosophy) rewarded days saved.</Callout>
`
)

// The editor as the form holds it: the text it hands back is the text it is given next.
function Controlled({
  initial,
  onChange,
}: {
  initial: string
  onChange: (text: string) => void
}) {
  const [text, setText] = React.useState(initial)
  return (
    <MdxFileEditor
      value={text}
      onChange={(next) => {
        setText(next)
        onChange(next)
      }}
      shape={shape}
    />
  )
}

/** The editor on `file`'s text, and the texts it hands back. */
async function edit(file: string) {
  const onChange = jest.fn<void, [string]>()
  const view = render(<Controlled initial={file} onChange={onChange} />, {
    wrapper: Panel,
  })
  const last = () => onChange.mock.calls.at(-1)![0]
  // The editor settles (Lexical updates in microtasks) before the test looks.
  await act(async () => {})
  return { view, onChange, last }
}

// The library's own Markdown reader and writer, exported but left out of its published types.
const {
  exportMarkdownFromLexical,
  exportVisitors$,
  importMarkdownToLexical,
  importVisitors$,
  jsxComponentDescriptors$,
  jsxIsAvailable$,
  jsxKindMismatchPolicy$,
  mdastExtensions$,
  syntaxExtensions$,
  toMarkdownExtensions$,
  toMarkdownOptions$,
  usedLexicalNodes$,
} = library as unknown as {
  importMarkdownToLexical(options: object): void
  exportMarkdownFromLexical(options: object): string
  [cell: `${string}$`]: NodeRef<any>
}

/**
 * The editor's own reading and writing of Markdown (the plugins' visitors and extensions, taken
 * from a mounted editor) run on a Lexical model without a page: what the editor does to a text
 * when it opens it and saves it, without drawing 18 long articles in jsdom.
 */
async function editorModel() {
  let realm: Realm | undefined
  const capture = realmPlugin({
    init(value) {
      realm = value
    },
  })
  const { unmount } = render(
    <MDXEditor
      markdown=""
      plugins={[...editorPlugins({ toolbar: false }), capture()]}
    />
  )
  await waitFor(() => expect(realm).toBeTruthy())
  await act(async () => {})
  const r = realm!
  unmount()
  return (markdown: string) => {
    const editor = createEditor({
      nodes: r.getValue(usedLexicalNodes$),
      onError: (error) => {
        throw error
      },
    })
    editor.update(
      () =>
        importMarkdownToLexical({
          root: $getRoot(),
          markdown,
          visitors: r.getValue(importVisitors$),
          mdastExtensions: r.getValue(mdastExtensions$),
          syntaxExtensions: r.getValue(syntaxExtensions$),
          jsxComponentDescriptors: r.getValue(jsxComponentDescriptors$),
          jsxKindMismatchPolicy: r.getValue(jsxKindMismatchPolicy$),
          directiveDescriptors: [],
          codeBlockEditorDescriptors: [],
          defaultCodeBlockLanguage: "",
        }),
      { discrete: true }
    )
    return editor.getEditorState().read(() =>
      exportMarkdownFromLexical({
        root: $getRoot(),
        visitors: r.getValue(exportVisitors$),
        jsxComponentDescriptors: r.getValue(jsxComponentDescriptors$),
        toMarkdownExtensions: r.getValue(toMarkdownExtensions$),
        toMarkdownOptions: r.getValue(toMarkdownOptions$),
        jsxIsAvailable: r.getValue(jsxIsAvailable$),
      })
    )
  }
}

test("every shipped MDX file, read into the editor's model and written back, makes the same page", async () => {
  expect(mdxFiles.length).toBeGreaterThanOrEqual(18)
  const originals = mdxFiles.map((file) => splitMdx(read(file)).body)
  const roundTrip = await editorModel()
  const written = originals.map(roundTrip)
  const html = renderMdx([...originals, ...written])
  mdxFiles.forEach((file, index) => {
    const before = html[index]
    const after = html[index + mdxFiles.length]
    expect(typeof before).toBe("string")
    expect([file, after]).toEqual([file, before])
  })
  // The editor writes its own Markdown (a table's padding), so the test compared pages, not texts.
  expect(written.some((body, index) => body !== originals[index])).toBe(true)
})

test("a key figure edited, added, moved and removed through its form changes that figure only; keys typed in its fields stay there", async () => {
  const file = article
  const { last, onChange } = await edit(file)
  const figures = await screen.findByRole("region", { name: "Key figures" })
  // Enter, Backspace or a paste in a field are the field's, not edits of the text around it.
  const label = within(figures).getByRole("textbox", { name: "Label 1" })
  for (const key of ["Enter", "Backspace", "Delete"])
    fireEvent.keyDown(label, { key })
  fireEvent.paste(label)
  await act(async () => {})
  expect(onChange).not.toHaveBeenCalled()
  fireEvent.change(within(figures).getByRole("textbox", { name: "Figure 2" }), {
    target: { value: "19" },
  })
  const items = (text: string) =>
    parseKeyFigures(/<KeyFigures items=\{(.*)\} \/>/.exec(text)![1])
  expect(items(last())).toEqual([
    { value: "50%", label: "lower well cost" },
    { value: "19", label: "cost-driver points" },
    { value: "20-year", label: "production horizon" },
  ])
  // The rest of the page is as it was: the file with that one figure changed makes the same HTML.
  const expected = file.replace('value: "18"', 'value: "19"')
  expect(splitMdx(last()).yaml).toBe(splitMdx(file).yaml)
  const [want, got] = renderMdx([
    splitMdx(expected).body,
    splitMdx(last()).body,
  ])
  expect(got).toEqual(want)

  fireEvent.click(within(figures).getByRole("button", { name: "Add a figure" }))
  await waitFor(() => expect(items(last())).toHaveLength(4))
  fireEvent.click(
    within(figures).getByRole("button", { name: "Move figure 3 up" })
  )
  await waitFor(() =>
    expect(items(last())!.map((figure) => figure.value)).toEqual([
      "50%",
      "20-year",
      "19",
      "",
    ])
  )
  fireEvent.click(
    within(figures).getByRole("button", { name: "Remove figure 1" })
  )
  await waitFor(() =>
    expect(items(last())!.map((figure) => figure.value)).toEqual([
      "20-year",
      "19",
      "",
    ])
  )
})

test("a frontmatter field edited rewrites its own line; the other keys, their order and the body stay as written; a list and an image have the JSON pages' inputs", async () => {
  const file = article
  const { last } = await edit(file)
  expect(screen.getByRole("textbox", { name: /^slug/i })).toBeDisabled()
  expect(screen.getByRole("textbox", { name: /^template/i })).toBeDisabled()
  fireEvent.change(screen.getByRole("textbox", { name: /^excerpt/i }), {
    target: { value: 'A "new" excerpt: 50% lower' },
  })
  const lines = file.split("\n")
  const at = lines.findIndex((line) => line.startsWith("excerpt:"))
  lines[at] = 'excerpt: "A \\"new\\" excerpt: 50% lower"'
  expect(last()).toBe(lines.join("\n"))
  expect(splitMdx(last()).data.excerpt).toBe('A "new" excerpt: 50% lower')

  // A list is the JSON pages' list input: an item changed, one removed and one added, each
  // written as the files write a list.
  const services = screen.getByRole("group", { name: /^Services/ })
  const line = lines.findIndex((text) => text.startsWith("services:"))
  const written = (list: string) => {
    lines[line] = `services: ${list}`
    expect(last()).toBe(lines.join("\n"))
  }
  fireEvent.change(within(services).getByRole("textbox", { name: /^1: / }), {
    target: { value: "/faq" },
  })
  written('["/faq", "/tendering-outsourcing", "/cost-and-value-philosophy"]')
  fireEvent.click(
    within(services).getByRole("button", {
      name: "Remove 2: /tendering-outsourcing",
    })
  )
  written('["/faq", "/cost-and-value-philosophy"]')
  fireEvent.click(
    within(services).getByRole("button", { name: "Add to Services" })
  )
  fireEvent.change(within(services).getByRole("textbox", { name: /^3/ }), {
    target: { value: "/about" },
  })
  written('["/faq", "/cost-and-value-philosophy", "/about"]')

  // The image is the library's picker's: a library item's address, and its alt text beside it.
  const image = screen.getByRole("group", { name: "Image" })
  expect(image).toHaveTextContent("../../images/theme-category-strategy.jpg")
  fireEvent.click(
    within(image).getByRole("button", { name: "Change the image of Image" })
  )
  fireEvent.click(screen.getByRole("button", { name: "Pick the rig" }))
  lines[lines.findIndex((text) => text.startsWith("image:"))] =
    'image: "/uploads/rig.jpg"'
  lines[lines.findIndex((text) => text.startsWith("imageAlt:"))] =
    'imageAlt: "A rig"'
  expect(last()).toBe(lines.join("\n"))
  expect(await screen.findByText("/uploads/rig.jpg")).toBeInTheDocument()

  // The order field holds a number, and an emptied optional field leaves the file.
  fireEvent.change(screen.getByRole("spinbutton", { name: /^order/i }), {
    target: { value: "" },
  })
  expect(last()).toBe(
    lines.filter((text) => !text.startsWith("order:")).join("\n")
  )
})

test("a file the editor cannot show opens as its text, with the reason, and loses nothing", async () => {
  const file = read("pages/copyright.mdx").replace(
    /\n\n/,
    "\n\n```js\nconst code = 1\n```\n\n"
  )
  const { last } = await edit(file)
  const source = await screen.findByRole("textbox", { name: "MDX source" })
  expect(source).toHaveValue(file)
  expect(screen.getByRole("status")).toHaveTextContent(/cannot show this file/)
  expect(
    screen.getByRole("switch", { name: "Edit as MDX source" })
  ).toBeChecked()
  fireEvent.change(source, { target: { value: `${file}More.\n` } })
  expect(last()).toBe(`${file}More.\n`)
})

test("an MDX file whose frontmatter cannot be read opens as its text", async () => {
  const file = '---\ntitle: "unclosed\n---\n\nBody.\n'
  await edit(file)
  expect(screen.getByRole("textbox", { name: "MDX source" })).toHaveValue(file)
  expect(screen.getByRole("status")).toHaveTextContent(
    /frontmatter cannot be read/
  )
  expect(
    screen.getByRole("switch", { name: "Edit as MDX source" })
  ).toBeDisabled()
})

test("the editor's fields, toolbar and blocks are named, axe finds nothing, opening a file hands nothing back, and the toolbar formats the selected words", async () => {
  // The article ends with a block, after which the editor adds an empty paragraph of its own.
  const { view, onChange, last } = await edit(article)
  await screen.findByRole("region", { name: "Key figures" })
  const toolbar = screen.getByRole("toolbar", { name: "Text formatting" })
  for (const name of ["Bold", "Italic", "Table", "Callout", "Key figures"])
    expect(within(toolbar).getByRole("button", { name })).toBeEnabled()
  expect(screen.getByRole("textbox", { name: "Text of the page" })).toBeTruthy()
  expect(screen.getByRole("textbox", { name: "Callout title" })).toHaveValue(
    "The contractors earned more, not less"
  )
  expect(await axeViolations(view.container)).toEqual([])
  expect(onChange).not.toHaveBeenCalled()

  // The toolbar acts on the selected words: the first two, made bold, then a heading.
  const text = screen.getByRole("textbox", { name: "Text of the page" })
  const editor = (text as unknown as { __lexicalEditor: LexicalEditor })
    .__lexicalEditor
  await act(async () =>
    editor.update(() => {
      const first = $getRoot().getFirstChild() as ElementNode
      first.getFirstDescendant<TextNode>()!.select(0, "Written by".length)
    })
  )
  fireEvent.click(within(toolbar).getByRole("button", { name: "Bold" }))
  await waitFor(() =>
    expect(splitMdx(last()).body).toMatch(
      /^\n\*\*Written by\*\* <CompanyName \/>/
    )
  )
  fireEvent.click(within(toolbar).getByRole("button", { name: "Link" }))
  const dialog = await screen.findByRole("dialog", {
    name: "Link the selected words",
  })
  fireEvent.change(within(dialog).getByRole("textbox", { name: "Address" }), {
    target: { value: "/cost-and-value-philosophy" },
  })
  fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }))
  await waitFor(() =>
    expect(splitMdx(last()).body).toMatch(
      /^\n\[\*\*Written by\*\*\]\(\/cost-and-value-philosophy\) <CompanyName \/>/
    )
  )
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  fireEvent.change(within(toolbar).getByRole("combobox", { name: "Block" }), {
    target: { value: "h3" },
  })
  await waitFor(() =>
    expect(splitMdx(last()).body).toMatch(/^\n### \[\*\*Written by\*\*\]/)
  )
  fireEvent.click(within(toolbar).getByRole("button", { name: "Callout" }))
  await waitFor(() => expect(last().match(/<Callout/g)).toHaveLength(2))
})

test("a table's tools are named by the column or row they act on, a menu by its button, and axe finds nothing with one open", async () => {
  const file = joinMdx(
    splitMdx(article).yaml,
    "\n| Cost | Before |\n| --- | --- |\n| Materials | $2.0m |\n"
  )
  const { view, onChange } = await edit(file)
  const column = await screen.findByRole("button", {
    name: "Column 2: align, add or delete",
  })
  expect(
    screen.getByRole("button", { name: "Row 1: add or delete" })
  ).toBeTruthy()
  for (const name of ["Add a row", "Add a column", "Delete the table"])
    expect(screen.getByRole("button", { name })).toBeTruthy()
  expect(
    screen.getByRole("textbox", { name: "Table cell: row 1, column 2" })
  ).toBeTruthy()

  fireEvent.click(column)
  const menu = await screen.findByRole("dialog", {
    name: "Column 2: align, add or delete",
  })
  expect(
    within(menu).getByRole("toolbar", {
      name: "Column 2: align, add or delete",
    })
  ).toBeTruthy()
  const alignment = within(menu).getByRole("radiogroup", {
    name: "Text alignment",
  })
  for (const name of ["Align left", "Align centre", "Align right"])
    expect(within(alignment).getByRole("radio", { name })).toBeTruthy()
  for (const name of [
    "Add a column to the left of this one",
    "Add a column to the right of this one",
    "Delete this column",
  ])
    expect(within(menu).getByRole("button", { name })).toBeTruthy()
  // Drawn as the panel's menus are, in its theme: a raised paper, its buttons the theme's.
  const panelTheme = createTheme(theme)
  expect(getComputedStyle(menu).boxShadow).toBe(panelTheme.shadows[4])
  expect(getComputedStyle(menu).backgroundColor).toBe("rgb(255, 255, 255)")
  expect(getComputedStyle(column).borderRadius).toBe(
    `${panelTheme.shape.borderRadius}px`
  )
  expect(await axeViolations(view.container)).toEqual([])
  expect(onChange).not.toHaveBeenCalled()

  fireEvent.click(
    within(menu).getByRole("button", { name: "Delete this column" })
  )
  // The menu's buttons act: the column's words leave the text.
  await waitFor(() => expect(onChange).toHaveBeenCalled())
  const body = splitMdx(onChange.mock.calls.at(-1)![0]).body
  expect(body).toContain("| Materials")
  expect(body).not.toMatch(/Before|\$2\.0m/)
})

// Hostile values: quotes, colons, YAML's own markers, line breaks, other scripts, long texts.
const hostile = [
  "",
  '"',
  "a: b",
  "---",
  "- item",
  "# not a comment",
  "line\nbreak",
  "tab\there",
  "'single'",
  "\\",
  "null",
  "true",
  "2022-02-08",
  "{ x: 1 }",
  "[a, b]",
  "ünïcødé ✓ 中文 🚀",
  "x".repeat(5000),
]

test("any text set in the frontmatter reads back as itself, the other keys untouched", () => {
  const { yaml } = splitMdx(read("articles/sourcing-strategy/index.mdx"))
  const before = splitMdx(joinMdx(yaml, "\nBody\n")).data
  for (const value of hostile) {
    for (const key of ["title", "updated"]) {
      const next = setYamlKey(
        yaml!,
        key,
        value,
        Object.keys(shape.kind === "object" ? shape.fields : {})
      )
      const { data, error } = splitMdx(joinMdx(next, "\nBody\n"))
      expect(error).toBeUndefined()
      expect(data).toEqual({ ...before, [key]: value })
      expect(Object.keys(data)).toEqual(
        key === "updated"
          ? [...Object.keys(before), "updated"]
          : Object.keys(before)
      )
    }
  }
  expect(
    splitMdx(joinMdx(setYamlKey(yaml!, "services", ["/a", 'b"c']), "")).data
      .services
  ).toEqual(["/a", 'b"c'])
  expect(
    splitMdx(joinMdx(setYamlKey(yaml!, "order", undefined), "")).data
  ).not.toHaveProperty("order")
})

test("any key figures written read back as themselves; a list the form cannot read is left alone", () => {
  const figures = hostile.map((value, index) => ({
    value,
    label: hostile[hostile.length - 1 - index],
  }))
  expect(parseKeyFigures(writeKeyFigures(figures))).toEqual(figures)
  expect(parseKeyFigures(writeKeyFigures([]))).toEqual([])
  expect(parseKeyFigures(`[{ 'value': 'it\\'s', label: "x" }]`)).toEqual([
    { value: "it's", label: "x" },
  ])
  for (const expression of [
    "figures",
    "[{ value: 1, label: 'x' }]",
    "[{ value: 'x' }]",
    "[{ value: 'x', label: 'y', extra: 'z' }]",
    "[",
    "[] + 1",
  ])
    expect(parseKeyFigures(expression)).toBeNull()
})

test("a value changed from outside (a restored revision) replaces what the editor shows", async () => {
  const file = read("pages/disclaimer.mdx")
  const onChange = jest.fn()
  const { rerender } = render(
    <MdxFileEditor value={file} onChange={onChange} shape={shape} />,
    { wrapper: Panel }
  )
  const restored = file.replace(/\n\n[^\n]+/, "\n\nA restored first paragraph.")
  await act(async () => {})
  rerender(<MdxFileEditor value={restored} onChange={onChange} shape={shape} />)
  await waitFor(() =>
    expect(
      screen.getByRole("textbox", { name: "Text of the page" })
    ).toHaveTextContent(/^A restored first paragraph\./)
  )
  await act(async () => {})
  expect(onChange).not.toHaveBeenCalled()
})

test("only the MDX editor's folder imports its library, and the panel loads that folder lazily", () => {
  const root = path.join(__dirname, "..", "..")
  const folder = path.join(root, "admin", "site-files", "mdx")
  const sources = ["admin", "src", "common"].flatMap((tree) =>
    readdirSync(path.join(root, tree), { recursive: true, encoding: "utf8" })
      .filter(
        (name) => /\.(ts|tsx|mjs|js)$/.test(name) && !name.includes("__tests__")
      )
      .map((name) => path.join(root, tree, name))
  )
  // Statements that import a module's code (not `import type`, not `import()`).
  const imports = (code: string) =>
    Array.from(
      code.matchAll(
        /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm
      ),
      (match) => match[1]
    )
  const library = /^(@mdxeditor\/|lexical$|@lexical\/)/
  const offenders = sources.flatMap((file) => {
    if (file.startsWith(folder)) return []
    return imports(readFileSync(file, "utf8"))
      .filter(
        (name) =>
          library.test(name) ||
          (name.startsWith(".") &&
            path.resolve(path.dirname(file), name).startsWith(folder))
      )
      .map((name) => `${path.relative(root, file)} imports ${name}`)
  })
  expect(offenders).toEqual([])
  expect(sources.some((file) => file.startsWith(folder))).toBe(true)
})
