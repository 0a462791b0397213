import "./setup"
import { editable, paste } from "./editor-dom"
import { readFileSync } from "node:fs"
import path from "node:path"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Editor } from "@tiptap/core"
import { EditorState, TextSelection } from "@tiptap/pm/state"
import { RICH_TEXT_TAGS } from "../../common/rich-text"
import { storedHtml } from "../common/editor/RichTextEditor"
import { retypedInput } from "../common/editor/retyped-text"
import { axeViolations } from "./axe"
import { blogRecord as blog, mediaItem } from "./records"
import blogs from "../blogs"
import { listOf, renderView, signIn } from "./render-admin"

// The panel's rich-text editor in a blog's edit form, with a jest.fn() data provider: its toolbar
// makes each element of the site's rich text and no other, its link dialog refuses what the
// cleaner would drop and picks pages by title, images carry their alt text, and pastes keep
// structure (or are refused when too large).

beforeEach(() => {
  localStorage.clear()
  signIn()
})

async function openBlog(overrides: object = {}, calls = {}) {
  const update = jest.fn(
    (
      _resource: string,
      { data }: { data: { content?: string }; meta?: { autosave?: boolean } }
    ) => Promise.resolve({ data: blog({ ...data, version: 2 }) })
  )
  const view = renderView("/admin/blogs/b1", "blogs", blogs.edit!, {
    getOne: () => Promise.resolve({ data: blog(overrides) }),
    getList: () => listOf([]),
    update,
    ...calls,
  })
  await waitFor(() => expect(editable(/^content/i)).toBeTruthy())
  const element = editable(/^content/i)!
  const editor = (element as unknown as { editor: Editor }).editor
  const toolbar = screen.getByRole("toolbar", { name: "Text formatting" })
  const press = (name: string) =>
    fireEvent.click(within(toolbar).getByRole("button", { name }))
  // The text replaced, and its first block's words selected, as a person would before pressing
  // a button.
  const start = (html: string) =>
    act(() => {
      editor.commands.setContent(html)
      const first = editor.state.doc.firstChild!
      editor.commands.setTextSelection({ from: 1, to: first.nodeSize - 1 })
    })
  const stored = () => storedHtml(editor)
  return { view, element, editor, toolbar, press, start, stored, update }
}

/** The tags of `html`, each once. */
const tagsOf = (html: string) => {
  const template = document.createElement("template")
  template.innerHTML = html
  return new Set(
    Array.from(template.content.querySelectorAll("*")).map((element) =>
      element.tagName.toLowerCase()
    )
  )
}

it("names the text by its field's label and its toolbar's buttons, each with a tooltip, one tab stop", async () => {
  const { element, toolbar } = await openBlog()
  expect(element).toHaveAccessibleName("Content")
  expect(element).toHaveAttribute("role", "textbox")
  expect(element).toHaveAttribute("aria-multiline", "true")
  const buttons = within(toolbar).getAllByRole("button")
  expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
    "Paragraph",
    "Heading 2",
    "Heading 3",
    "Heading 4",
    "Bold",
    "Italic",
    "Link",
    "Bulleted list",
    "Numbered list",
    "Quote",
    "Horizontal rule",
    "Image",
    "Insert a table",
  ])
  expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
  expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute(
    "aria-keyshortcuts",
    "Control+B"
  )

  // Alt+F10 in the text goes to the toolbar; the arrows move along it.
  act(() => element.focus())
  fireEvent.keyDown(element, { key: "F10", altKey: true })
  expect(buttons[0]).toHaveFocus()
  fireEvent.keyDown(buttons[0], { key: "ArrowRight" })
  expect(buttons[1]).toHaveFocus()
  expect(buttons[1].tabIndex).toBe(0)
  fireEvent.keyDown(buttons[1], { key: "End" })
  expect(buttons[buttons.length - 1]).toHaveFocus()

  // Each button's tooltip names it, with its shortcut.
  const user = userEvent.setup()
  await user.hover(within(toolbar).getByRole("button", { name: "Italic" }))
  expect(await screen.findByText("Italic (Ctrl+I)")).toBeInTheDocument()
})

it("makes each element the site's rich text holds from the toolbar, and saves it cleaned", async () => {
  const { press, start, stored, update, editor } = await openBlog()
  const made: string[] = []
  const check = (html: string) => {
    made.push(stored())
    expect(stored()).toBe(html)
  }
  start("<p>Word</p>")
  press("Heading 2")
  check("<h2>Word</h2>")
  press("Heading 3")
  check("<h3>Word</h3>")
  press("Heading 4")
  check("<h4>Word</h4>")
  press("Paragraph")
  check("<p>Word</p>")
  start("<p>Word</p>")
  press("Bold")
  check("<p><strong>Word</strong></p>")
  start("<p>Word</p>")
  press("Italic")
  check("<p><em>Word</em></p>")
  start("<p>Word</p>")
  press("Bulleted list")
  check("<ul><li><p>Word</p></li></ul>")
  start("<p>Word</p>")
  press("Numbered list")
  check("<ol><li><p>Word</p></li></ol>")
  start("<p>Word</p>")
  press("Quote")
  check("<blockquote><p>Word</p></blockquote>")
  start("<p>Word</p>")
  press("Horizontal rule")
  expect(stored()).toContain("<hr>")
  made.push(stored())

  start("<p>Word</p>")
  press("Insert a table")
  const rows = () => editor.view.dom.querySelectorAll("tr").length
  const columns = () =>
    editor.view.dom.querySelectorAll("tr:first-child > *").length
  expect(stored()).toMatch(/^<table><tbody><tr><th><\/th>/)
  expect([rows(), columns()]).toEqual([3, 3])
  made.push(stored())
  press("Add a row below")
  expect(rows()).toBe(4)
  press("Delete the row")
  expect(rows()).toBe(3)
  press("Add a column to the right")
  expect(columns()).toBe(4)
  press("Delete the column")
  expect(columns()).toBe(3)
  press("Delete the table")
  expect(editor.view.dom.querySelector("table")).toBeNull()

  // Nothing made by a button is outside the list.
  const tags = new Set(made.flatMap((html) => [...tagsOf(html)]))
  for (const tag of tags) expect(RICH_TEXT_TAGS).toContain(tag)
  expect([...tags].sort()).toEqual(
    [
      "blockquote",
      "em",
      "h2",
      "h3",
      "h4",
      "hr",
      "li",
      "ol",
      "p",
      "strong",
      "table",
      "tbody",
      "th",
      "td",
      "tr",
      "ul",
    ].sort()
  )

  // What is saved is what the editor shows, cleaned.
  start(
    "<h2>Scope</h2><p><strong>Bold</strong> and <em>italic</em></p><table><tr><td>Cell</td></tr></table>"
  )
  fireEvent.click(screen.getByRole("button", { name: "Save" }))
  // The Save pressed (an autosave may have gone before it, on a slow run).
  const saved = () =>
    update.mock.calls.filter(([, params]) => !params.meta?.autosave)
  await waitFor(() => expect(saved()).toHaveLength(1))
  expect(saved()[0][1].data.content).toBe(stored())
  expect(saved()[0][1].data.content).toBe(
    "<h2>Scope</h2><p><strong>Bold</strong> and <em>italic</em></p><table><tbody><tr><td><p>Cell</p></td></tr></tbody></table>"
  )
})

it("does with its keyboard shortcuts what its buttons do", async () => {
  const { element, start, stored } = await openBlog()
  const keys = (key: string, extra: object = {}) =>
    fireEvent.keyDown(element, { key, ctrlKey: true, ...extra })
  start("<p>Word</p>")
  keys("b")
  keys("i")
  expect(stored()).toBe("<p><strong><em>Word</em></strong></p>")
  start("<p>Word</p>")
  keys("2", { altKey: true })
  expect(stored()).toBe("<h2>Word</h2>")
  keys("0", { altKey: true })
  expect(stored()).toBe("<p>Word</p>")
  keys("8", { shiftKey: true })
  expect(stored()).toBe("<ul><li><p>Word</p></li></ul>")
  keys("k")
  expect(
    await screen.findByRole("dialog", { name: "Link" })
  ).toBeInTheDocument()
})

// Chromium, typing after the space that ends a text, now and then hands ProseMirror that space
// again with the new letter (it swaps its non-breaking space for a plain one): the input below is
// what ProseMirror then passes to handleTextInput, as in Playwright's runs of the panel.
it("gives a mark switched on after a space only to what is typed next, when the browser hands the space over again with it", async () => {
  const { element, editor, stored } = await openBlog()
  const atEnd = (html: string) =>
    act(() => {
      editor.commands.setContent(html)
      editor.commands.setTextSelection(editor.state.doc.content.size - 1)
    })
  const input = (from: number, to: number, text: string) =>
    act(() => {
      const { view } = editor
      const typed = () => view.state.tr.insertText(text, from, to)
      if (
        !view.someProp("handleTextInput", (f) => f(view, from, to, text, typed))
      )
        view.dispatch(typed())
    })
  const ctrl = (key: string) =>
    fireEvent.keyDown(element, { key, ctrlKey: true })

  atEnd("<p>decide\u00a0</p>")
  ctrl("b")
  input(7, 8, " 70%")
  expect(stored()).toBe("<p>decide <strong>70%</strong></p>")

  // Italic switched on inside bold: the space stays bold only, the letter is both.
  atEnd("<p><strong>Bold\u00a0</strong></p>")
  ctrl("i")
  input(5, 6, " x")
  expect(stored()).toBe("<p><strong>Bold <em>x</em></strong></p>")

  // What is not the same text typed again is replaced as typed, with the switched-on mark.
  atEnd("<p>decide\u00a0</p>")
  ctrl("b")
  input(7, 8, "x7")
  expect(stored()).toBe("<p>decide<strong>x7</strong></p>")

  // With no mark switched on, the browser's own swap is simply taken.
  atEnd("<p>decide\u00a0</p>")
  input(7, 8, " 7")
  expect(stored()).toBe("<p>decide 7</p>")

  // Any words, spaces and letters: the text is what was typed, and only the new part is bold.
  const { schema } = editor
  for (const words of ["a", "Two words", "70%", "x\u00a0\u00a0"])
    for (const space of [" ", "\u00a0", "  ", " \u00a0"])
      for (const typed of ["7", "Ab", " ", "%."]) {
        const doc = schema.node("doc", null, [
          schema.node("paragraph", null, [
            schema.text(`${words}${space.replace(/ /g, "\u00a0")}`),
          ]),
        ])
        const end = doc.content.size - 1
        const state = EditorState.create({
          doc,
          selection: TextSelection.create(doc, end),
          storedMarks: [schema.marks.bold.create()],
        })
        const text = ` ${space.slice(1)}${typed}`
        const tr = retypedInput(state, end - space.length, end, text)!
        const paragraph = tr.doc.firstChild!
        const bold: string[] = []
        paragraph.forEach((node) => {
          if (node.marks.length) bold.push(node.text ?? "")
        })
        expect(paragraph.textContent).toBe(`${words}${text}`)
        expect(bold.join("")).toBe(typed)
      }
})

it("has no underline, strike, code, colour or h1, h5, h6: their keys do nothing and their HTML is not kept", async () => {
  const { element, start, stored, editor } = await openBlog()
  start("<p>Word</p>")
  for (const [key, extra] of [
    ["u", {}],
    ["e", {}],
    ["s", { shiftKey: true }],
    ["x", { shiftKey: true }],
    ["1", { altKey: true }],
    ["5", { altKey: true }],
  ] as const)
    fireEvent.keyDown(element, { key, ctrlKey: true, ...extra })
  expect(stored()).toBe("<p>Word</p>")

  act(() => {
    editor.commands.setContent(
      '<h1>One</h1><h5>Five</h5><p><u>u</u><s>s</s><code>c</code><span style="color:red">red</span><mark>m</mark></p><pre>pre</pre>'
    )
  })
  expect(stored()).toBe("<p>One</p><p>Five</p><p>uscredm</p><p>pre</p>")
})

it("opens stored HTML as the server keeps it: styles and scripts gone, structure shown", async () => {
  const { stored } = await openBlog({
    content:
      '<h2 style="color:red">Kept</h2><script>alert(1)</script><p>Text</p>',
  })
  expect(stored()).toBe("<h2>Kept</h2><p>Text</p>")
  expect(screen.getByRole("heading", { name: "Kept" })).toBeInTheDocument()
})

describe("links", () => {
  it("refuses addresses the cleaner would drop, with the reason, and picks a page by its title", async () => {
    const getList = jest.fn((resource: string) =>
      resource === "blogs"
        ? listOf([{ id: "b7", title: "Cost of delay", slug: "cost-of-delay" }])
        : resource === "programmes"
          ? listOf([{ id: "p3", Name: "Cost recovery programme" }])
          : listOf([])
    )
    const { element, start, stored } = await openBlog({}, { getList })
    const user = userEvent.setup()
    start("<p>Read this</p>")
    act(() => element.focus())
    fireEvent.keyDown(element, { key: "k", ctrlKey: true })
    const dialog = await screen.findByRole("dialog", { name: "Link" })
    const address = within(dialog).getByRole("textbox", { name: "Address" })
    for (const hostile of [
      "javascript:alert(document.cookie)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/x",
      "/\\evil.example/x",
      "ftp://files.example/",
    ]) {
      await user.clear(address)
      await user.type(address, hostile.replace(/[{[]/g, "$&$&"))
      await user.click(within(dialog).getByRole("button", { name: "Apply" }))
      expect(address).toHaveAttribute("aria-invalid", "true")
      expect(
        within(dialog).getByText(/this address cannot be used/i)
      ).toBeInTheDocument()
    }
    expect(stored()).toBe("<p>Read this</p>")

    // The picker: the site's own pages and published records, searched by title.
    await user.type(
      within(dialog).getByRole("combobox", { name: /find a page/i }),
      "Cost"
    )
    expect(
      await screen.findByRole("option", { name: "Cost and Value Philosophy" })
    ).toBeInTheDocument()
    expect(
      await screen.findByRole("option", { name: "Cost recovery programme" })
    ).toBeInTheDocument()
    await user.click(
      await screen.findByRole("option", { name: "Cost of delay" })
    )
    expect(address).toHaveValue("/blog/cost-of-delay")
    expect(getList).toHaveBeenCalledWith(
      "blogs",
      expect.objectContaining({ filter: { q: "Cost", status: "published" } })
    )
    await user.click(within(dialog).getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(stored()).toBe('<p><a href="/blog/cost-of-delay">Read this</a></p>')
  })

  it("links a programme by id until it has a slug, takes a typed address, and takes a link away", async () => {
    const getList = jest.fn((resource: string) =>
      resource === "programmes"
        ? listOf([{ id: "p3", Name: "Cost recovery programme" }])
        : listOf([])
    )
    const { start, stored, press } = await openBlog({}, { getList })
    const user = userEvent.setup()
    start("<p>Programme</p>")
    press("Link")
    const dialog = await screen.findByRole("dialog", { name: "Link" })
    await user.type(
      within(dialog).getByRole("combobox", { name: /find a page/i }),
      "recovery"
    )
    await user.click(
      await screen.findByRole("option", { name: "Cost recovery programme" })
    )
    await user.click(within(dialog).getByRole("button", { name: "Apply" }))
    expect(stored()).toBe('<p><a href="/service/p3">Programme</a></p>')

    start("<p>Elsewhere</p>")
    press("Link")
    const again = await screen.findByRole("dialog", { name: "Link" })
    await user.type(
      within(again).getByRole("textbox", { name: "Address" }),
      "www.example.org/guide"
    )
    await user.click(within(again).getByRole("button", { name: "Apply" }))
    expect(stored()).toBe(
      '<p><a href="https://www.example.org/guide">Elsewhere</a></p>'
    )

    // In a link, the dialog shows its address; cleared, the link goes and its words stay.
    press("Link")
    const current = await screen.findByRole("dialog", { name: "Link" })
    const field = within(current).getByRole("textbox", { name: "Address" })
    expect(field).toHaveValue("https://www.example.org/guide")
    await user.clear(field)
    await user.click(within(current).getByRole("button", { name: "Apply" }))
    expect(stored()).toBe("<p>Elsewhere</p>")
  })
})

describe("images", () => {
  it('inserts an image chosen in the media library with its alt text and caption, and a decorative one with alt=""', async () => {
    const rig = mediaItem({
      id: "m2",
      src: "/uploads/rig.webp",
      alt: "Rig at dusk",
      caption: "North Sea, 2024",
    })
    const line = mediaItem({
      id: "m3",
      src: "/uploads/line.png",
      alt: "",
      decorative: true,
    })
    const getList = jest.fn((resource: string) =>
      resource === "media" ? listOf([rig, line]) : listOf([])
    )
    const { start, stored, press } = await openBlog({}, { getList })
    const user = userEvent.setup()
    const choose = async (name: string | RegExp) => {
      const picker = await screen.findByRole("dialog", {
        name: "Choose an image",
      })
      await user.click(await within(picker).findByRole("button", { name }))
      await user.click(
        within(picker).getByRole("button", { name: "Choose this image" })
      )
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    }
    start("<p>Before</p>")
    press("Image")
    await choose("Rig at dusk")
    expect(stored()).toBe(
      '<figure><img src="/uploads/rig.webp" alt="Rig at dusk"><figcaption>North Sea, 2024</figcaption></figure>'
    )

    start("<p>Then</p>")
    press("Image")
    await choose(/decorative/i)
    expect(stored()).toBe(
      '<figure><img src="/uploads/line.png" alt=""></figure>'
    )
  })
})

describe("pasting", () => {
  const fixture = (name: string) =>
    readFileSync(path.join(__dirname, "fixtures", name), "utf8")

  it.each([
    ["paste-word.html", "Supplier onboarding in five steps", "Bank details"],
    ["paste-gdocs.html", "Tender checklist", "Scope agreed"],
    [
      "paste-web.html",
      "Five myths about <em>cost recovery</em>",
      "<strong>Rates",
    ],
  ])("keeps the structure of %s in the editor", async (file, heading, item) => {
    const { element, start, stored } = await openBlog()
    start("<p></p>")
    act(() => {
      paste(element, fixture(file), "plain text")
    })
    const html = stored()
    expect(html).toContain(`<h2>${heading}</h2>`)
    expect(html).toMatch(new RegExp(`<li><p>${item}`))
    expect(html).toContain("<table>")
    expect(html).toMatch(/<strong>/)
    expect(html).toMatch(/<a href="https:/)
    expect(html).not.toMatch(/style=|class=|mso-|<span|<font|<p><\/p>/)
    for (const tag of tagsOf(html)) expect(RICH_TEXT_TAGS).toContain(tag)
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("refuses a 5 MB paste with a message, and one that would pass the field's limit", async () => {
    const { element, start, stored } = await openBlog()
    start("<p>Kept</p>")
    const huge = `<p>${"x".repeat(5 * 1024 * 1024)}</p>`
    let event!: Event
    act(() => {
      event = paste(element, huge, "x")
    })
    expect(event.defaultPrevented).toBe(true)
    expect(await screen.findByRole("alert")).toHaveTextContent(/over 5 MB/)
    expect(stored()).toBe("<p>Kept</p>")

    const long = `<p>${"word ".repeat(13_000)}</p>`
    act(() => {
      paste(element, long, "word")
    })
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /60,000 characters/
    )
    expect(stored()).toBe("<p>Kept</p>")
  })
})

describe("accessibility", () => {
  it("finds nothing on the editor, in a table, in the link dialog and in the image dialog", async () => {
    const { element, editor, toolbar, start, press } = await openBlog()
    start(
      '<h2>Title</h2><p>Text with <a href="/faq">a link</a></p><table><tr><th>A</th></tr><tr><td>B</td></tr></table><figure><img src="/uploads/a.webp" alt="A rig"><figcaption>Rig</figcaption></figure>'
    )
    // The cursor in a cell, so the table's own buttons are there too.
    let cell = 0
    editor.state.doc.descendants((node, position) => {
      if (!cell && node.type.name === "tableCell") cell = position + 2
    })
    act(() => {
      element.focus()
      editor.commands.setTextSelection(cell)
    })
    expect(
      within(toolbar).getByRole("button", { name: "Add a row below" })
    ).toBeInTheDocument()
    expect(
      await axeViolations(element.closest(".MuiFormControl-root")!)
    ).toEqual([])

    press("Link")
    const link = await screen.findByRole("dialog", { name: "Link" })
    expect(await axeViolations(link.closest(".MuiDialog-root")!)).toEqual([])
    fireEvent.click(within(link).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())

    press("Image")
    const image = await screen.findByRole("dialog", { name: "Choose an image" })
    expect(await axeViolations(image.closest(".MuiDialog-root")!)).toEqual([])
  })
})
