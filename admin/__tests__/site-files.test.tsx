import "./setup"
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import {
  AdminContext,
  HttpError,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from "react-admin"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { shapeProblem } from "../../common/content-shapes"
import type { SiteFileShape } from "../../common/site-file-shape"
import { siteFileShape, siteFiles } from "../../common/site-files"
import { createAuthProvider } from "../authProvider"
import { ImagePickerContext } from "../common/editor/pick-image"
import { i18nProvider } from "../i18n"
import { parseJsonText, printJsonText, sameJson } from "../site-files/json-text"
import { lineDiff } from "../site-files/line-diff"
import { emptyValue } from "../site-files/shape"
import siteFilesResource from "../site-files"
import SiteFileEdit from "../site-files/SiteFileEdit"
import SiteFileList, {
  groupRows,
  type SiteFileRow,
} from "../site-files/SiteFileList"
import {
  formValues,
  refusedField,
  saveBody,
  textOf,
  viewOf,
} from "../site-files/values"
import { axeViolations } from "./axe"
import { listOf, signIn } from "./render-admin"
import { forgetScreen, screenOf } from "./screen-of"

// The MDX editor is tested on its own (its props are the whole text, a change of it and the
// frontmatter's shape): here a box in its place shows what the screen gives it and takes back.
jest.mock("../site-files/mdx/MdxFileEditor", () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    shape,
  }: {
    value: string
    onChange: (text: string) => void
    shape: { type?: string }
  }) => (
    <textarea
      aria-label={`MDX editor of ${shape.type}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}))

// The draft's autosave is tested on its own (site-files-autosave.test.tsx, on fake timers): here,
// where a slow run can take longer than its 3 s between two steps, it stays out of the saves
// these tests count.
jest.mock("../editorial/Autosave", () => ({
  __esModule: true,
  default: () => null,
}))

// The Site pages screens: the list grouped as the site's menu, each page's form drawn from its
// shape (lists added, removed and reordered from the keyboard, read-only values shown but not
// editable), an untouched file saved back byte for byte, a refused save's line, and the shipped
// file's notice whose choice is an administrator's.

const CONTENT = join(__dirname, "../../content")

// The editable JSON files, as the server lists them.
const jsonFiles = () =>
  siteFiles(CONTENT)
    .filter((entry) => entry.kind === "json")
    .map((entry) => join(CONTENT, entry.path))

// pages/faq.json's shape as the server answers it (derived from content/schema.graphql).
const faqShape = siteFileShape(CONTENT, "pages/faq.json")

const faqText = readFileSync(join(CONTENT, "pages/faq.json"), "utf8")
const faqRecord = {
  id: "pages/faq.json",
  path: "pages/faq.json",
  kind: "json",
  title: "Frequently Asked Questions",
  address: "/faq",
  group: "News and FAQ",
  state: "shipped",
  status: "draft",
  version: 1,
  shippedChanged: false,
  publishAt: null,
  unpublishAt: null,
  text: faqText,
  shipped: faqText,
  shape: faqShape,
}

// The same file cut to four questions (laid out as the file is), for the tests that click through.
const shortText = (() => {
  const value = parseJsonText(faqText) as { faqs: unknown[] }
  value.faqs = value.faqs.slice(0, 4)
  return printJsonText(value, faqText)
})()
const shortFaq = { ...faqRecord, text: shortText, shipped: shortText }

type Calls = Partial<Record<string, jest.Mock>>

function renderEdit(
  record: Record<string, unknown>,
  calls: Calls = {},
  role: "admin" | "editor" = "admin"
) {
  signIn(3600, role)
  const dataProvider = testDataProvider({
    getOne: jest.fn(() => Promise.resolve({ data: record })),
    getList: jest.fn(() => listOf([])),
    ...calls,
  } as Partial<DataProvider>)
  // The image picker is the library's own (tested in media-picker.test.tsx): here it hands one.
  const Picker = ({
    onChoose,
    onClose,
  }: {
    onChoose: Function
    onClose: Function
  }) => (
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
  const view = render(
    <MemoryRouter
      initialEntries={[`/site-files/${encodeURIComponent(String(record.id))}`]}
    >
      <AdminContext
        dataProvider={dataProvider}
        authProvider={createAuthProvider("http://api.invalid")}
        i18nProvider={i18nProvider}
      >
        <ImagePickerContext.Provider value={Picker}>
          <ResourceContextProvider value="site-files">
            <main>
              <Routes>
                <Route path="/site-files/:id" element={<SiteFileEdit />} />
              </Routes>
            </main>
          </ResourceContextProvider>
        </ImagePickerContext.Provider>
      </AdminContext>
    </MemoryRouter>
  )
  return { ...view, dataProvider }
}

afterEach(() => {
  localStorage.clear()
  forgetScreen()
})

describe("a JSON file's text and its form's value", () => {
  const files = jsonFiles()

  it("gives every shipped JSON file back byte for byte when nothing was changed", () => {
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const text = readFileSync(file, "utf8")
      const values = formValues({
        id: relative(CONTENT, file),
        kind: "json",
        text,
      })
      expect(viewOf(values, "form")).toBe("form")
      // What the form holds is a copy (react-hook-form clones it), not the parsed object itself.
      const copy = {
        ...values,
        content: JSON.parse(JSON.stringify(values.content)),
      }
      expect([relative(CONTENT, file), textOf(copy, text, "form")]).toEqual([
        relative(CONTENT, file),
        text,
      ])
    }
  })

  it("changes only the lines of what was edited, and keeps a moved item's layout", () => {
    const value = parseJsonText(faqText) as { faqs: unknown[]; title: string }
    value.title = "FAQ"
    value.faqs.reverse()
    const printed = printJsonText(value, faqText)
    expect(JSON.parse(printed)).toEqual(value)
    const changed = lineDiff(faqText, printed).filter((l) => l.kind !== "same")
    // The title line, and each question's block moved as it was.
    expect(
      changed.filter((l) => l.text.includes('"title": "FAQ"'))
    ).toHaveLength(1)
    expect(printed).toContain(
      '"links": ["/category-strategy", "/tendering-outsourcing"]'
    )
  })

  it("prints generated values and layouts back to the same JSON, and untouched ones to the same text", () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)]
    const generate = (depth: number): unknown => {
      const kind =
        depth > 3 ? pick(["s", "n", "b"]) : pick(["s", "n", "b", "a", "o", "o"])
      if (kind === "s")
        return pick([
          "",
          "plain",
          'quote " and \\ slash',
          "line\nbreak",
          "é ✓ \u2028",
          "__proto__",
        ])
      if (kind === "n") return pick([0, -1.5, 1e21, 42])
      if (kind === "b") return pick([true, false, null])
      const size = Math.floor(random() * 4)
      if (kind === "a")
        return Array.from({ length: size }, () => generate(depth + 1))
      const entries = Array.from({ length: size }, (_, i) => [
        pick(["a", "b c", "__proto__", `k${i}`]),
        generate(depth + 1),
      ])
      const target = {}
      for (const [key, item] of entries)
        Object.defineProperty(target, key as string, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        })
      return target
    }
    for (let round = 0; round < 300; round++) {
      const value = generate(0)
      const text = `${JSON.stringify(value, null, pick([0, 2, 4, "\t"]))}${pick(["", "\n", "\n\n"])}`
      expect(printJsonText(parseJsonText(text), text)).toBe(text)
      const other = generate(0)
      const printed = printJsonText(other, text)
      expect(sameJson(JSON.parse(printed), other)).toBe(true)
    }
  })
})

describe("a new item", () => {
  it("fits its shape as the server checks it, for generated shapes", () => {
    let seed = 5
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)]
    const generate = (depth: number): SiteFileShape => {
      const required = random() < 0.6
      const kind =
        depth > 3
          ? pick(["string", "int", "float", "boolean"] as const)
          : pick([
              "string",
              "int",
              "boolean",
              "list",
              "object",
              "object",
            ] as const)
      if (kind === "list") return { kind, required, of: generate(depth + 1) }
      if (kind === "object")
        return {
          kind,
          required,
          type: `T${depth}`,
          fields: Object.fromEntries(
            Array.from({ length: Math.floor(random() * 5) }, (_, i) => [
              pick(["title", "__proto__", "constructor", `f${i}`]),
              generate(depth + 1),
            ])
          ),
        }
      return {
        kind,
        required,
        ...(random() < 0.2 && { role: "link" as const }),
      }
    }
    for (let round = 0; round < 300; round++) {
      const shape = generate(0)
      expect(shapeProblem(shape, emptyValue(shape), undefined)).toBeNull()
    }
    // What staff may not set is left to the file.
    expect(
      emptyValue({
        kind: "object",
        required: true,
        type: "Page",
        fields: {
          slug: { kind: "string", required: true, role: "readOnly" },
          title: { kind: "string", required: true },
        },
      })
    ).toEqual({ title: "" })
  })
})

describe("a save's body", () => {
  it("sends the text and the version, and the schedule only when it changed", () => {
    const record = { ...faqRecord, publishAt: "2030-01-01T09:00:00.000Z" }
    const values = formValues(record)
    expect(saveBody(values, record, "form")).toEqual({
      text: faqText,
      version: 1,
    })
    // The source view's text is what a save from it sends.
    expect(
      saveBody({ ...values, source: "{}\n" }, record, "text")
    ).toMatchObject({ text: "{}\n" })
    expect(
      saveBody(
        { ...values, publishAt: null, unpublishAt: "2031-01-01T09:00:00.000Z" },
        record,
        "form"
      )
    ).toEqual({
      text: faqText,
      version: 1,
      publishAt: null,
      unpublishAt: "2031-01-01T09:00:00.000Z",
    })
  })

  it("finds the part a refusal names, in a file that is a group or a list", () => {
    expect(refusedField("Line 12: faqs[3].question must be filled in")).toBe(
      "faqs.3.question"
    )
    expect(refusedField("Line 3: [2].name must be text")).toBe("2.name")
    expect(refusedField("Line 1: the JSON does not parse: x")).toBeNull()
    expect(refusedField("Line 4: current must name one of the versions")).toBe(
      "current"
    )
  })
})

describe("the line comparison", () => {
  it("keeps each text's lines in order: the unchanged and removed ones make the first, the unchanged and added ones the second", () => {
    let seed = 11
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const lines = () =>
      Array.from(
        { length: Math.floor(random() * 30) },
        () => ["a", "b", "c", "", "  d"][Math.floor(random() * 5)]
      ).join("\n")
    for (let round = 0; round < 200; round++) {
      const [before, after] = [lines(), lines()]
      const diff = lineDiff(before, after)
      const side = (kind: string) =>
        diff
          .filter((l) => l.kind === "same" || l.kind === kind)
          .map((l) => l.text)
          .join("\n")
      expect(side("removed")).toBe(before)
      expect(side("added")).toBe(after)
    }
  })
})

describe("the list of site pages", () => {
  // What the list answers beside each file's own fields.
  const times = {
    publishAt: null,
    unpublishAt: null,
    publishedAt: null,
    updatedAt: null,
    updatedBy: null,
  }
  const rows: SiteFileRow[] = [
    { ...faqRecord, id: "pages/faq.json" } as unknown as SiteFileRow,
    {
      ...times,
      id: "site.json",
      path: "site.json",
      kind: "json",
      title: "Site details",
      address: null,
      group: "Site-wide",
      state: "changed",
      status: "published",
      version: 3,
      shippedChanged: true,
    },
    {
      ...times,
      id: "data/home.json",
      path: "data/home.json",
      kind: "json",
      title: "Home page",
      address: "/",
      group: "Home",
      state: "published",
      status: "published",
      version: 2,
      shippedChanged: false,
    },
    {
      ...times,
      id: "articles/sourcing-strategy/index.mdx",
      path: "articles/sourcing-strategy/index.mdx",
      kind: "mdx",
      title: "Sourcing strategy",
      address: "/sourcing-strategy",
      group: "Articles and case studies",
      state: "scheduled",
      status: "draft",
      version: 1,
      shippedChanged: false,
      publishAt: "2030-01-01T09:00:00.000Z",
    },
  ]

  it("groups the pages as the site's menu does and searches them by title", () => {
    expect(groupRows(rows, "").map(([group]) => group)).toEqual([
      "Home",
      "Articles and case studies",
      "News and FAQ",
      "Site-wide",
    ])
    expect(
      groupRows(rows, "  SOURCING ").flatMap(([, r]) => r.map((row) => row.id))
    ).toEqual(["articles/sourcing-strategy/index.mdx"])
  })

  it("shows each page's title, address, state and a changed shipped file, on a phone too, and passes axe", async () => {
    screenOf(390)
    signIn(3600, "editor")
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={testDataProvider({
            getList: jest.fn(() => listOf(rows)),
          } as Partial<DataProvider>)}
          authProvider={createAuthProvider("http://api.invalid")}
          i18nProvider={i18nProvider}
        >
          <ResourceContextProvider value="site-files">
            <main>
              <SiteFileList />
            </main>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    )
    const home = await screen.findByRole("region", { name: "Home" })
    const link = within(home).getByRole("link", { name: /Home page/ })
    expect(link).toHaveAttribute("href", "/site-files/data%2Fhome.json")
    expect(within(link).getByText("/")).toBeInTheDocument()
    expect(within(link).getByText("Published")).toBeInTheDocument()
    const siteWide = screen.getByRole("region", { name: "Site-wide" })
    expect(within(siteWide).getByText("No page of its own")).toBeInTheDocument()
    expect(
      within(siteWide).getByText("Shipped version changed")
    ).toBeInTheDocument()
    expect(
      within(siteWide).getByText("Changed since published")
    ).toBeInTheDocument()
    expect(screen.getByText("As shipped")).toBeInTheDocument()
    expect(screen.getByText("4 pages")).toBeInTheDocument()
    expect(await axeViolations(document.querySelector("main")!)).toEqual([])

    await userEvent.type(
      screen.getByRole("searchbox", { name: "Search by title" }),
      "faq"
    )
    expect(screen.getByText("One page")).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: "Home" })).toBeNull()
    expect(
      screen.getByRole("link", { name: /Frequently Asked Questions/ })
    ).toBeInTheDocument()
  })
})

describe("a JSON page's form", () => {
  it("is drawn from the file's shape: groups with headings, lists, read-only values disabled; untouched, it previews the file byte for byte", async () => {
    const preview = jest.fn(() =>
      Promise.resolve({
        url: "/preview/abc",
        expiresAt: "2030-01-01T00:00:00.000Z",
      })
    )
    renderEdit(faqRecord, { preview })
    const hero = await screen.findByRole("group", { name: "Hero" })
    expect(
      within(hero).getByRole("heading", { name: "Hero" })
    ).toBeInTheDocument()
    expect(within(hero).getByRole("textbox", { name: /^Heading/ })).toHaveValue(
      "Questions we hear every week"
    )
    expect(
      within(hero).getByText(
        "The file's own picture: ../images/hero-nuclear.jpg"
      )
    ).toBeInTheDocument()
    const slug = screen.getByRole("textbox", { name: "Slug" })
    expect(slug).toBeDisabled()
    expect(slug).toHaveValue("/faq")
    const faqs = screen.getByRole("group", { name: /^Faqs/ })
    expect(
      within(faqs).getAllByRole("listitem", { name: /^\d+: / }).length
    ).toBeGreaterThan(3)

    expect(await axeViolations(document.querySelector("main")!)).toEqual([])

    await userEvent.click(
      await screen.findByRole("button", { name: "Preview" })
    )
    await waitFor(() => expect(preview).toHaveBeenCalled())
    expect(preview).toHaveBeenCalledWith("site-files", "pages/faq.json", {
      text: faqText,
    })
  })

  it("draws a file that is a list, and site.json's developer settings disabled; untouched, each previews byte for byte", async () => {
    for (const path of ["data/sectors.json", "site.json"]) {
      const text = readFileSync(join(CONTENT, path), "utf8")
      const preview = jest.fn(() =>
        Promise.resolve({
          url: "/preview/abc",
          expiresAt: "2030-01-01T00:00:00.000Z",
        })
      )
      const view = renderEdit(
        {
          ...faqRecord,
          id: path,
          path,
          title: path === "site.json" ? "Site" : "Industries",
          text,
          shipped: text,
          shape: siteFileShape(CONTENT, path),
        },
        { preview }
      )
      if (path === "site.json") {
        expect(
          await screen.findByRole("textbox", { name: "Brand" })
        ).toBeDisabled()
        const scripts = screen.getByRole("group", { name: "Scripts" })
        for (const box of within(scripts).getAllByRole("textbox"))
          expect(box).toBeDisabled()
        const offices = screen.getByRole("group", { name: /^Offices/ })
        expect(
          within(offices).getByRole("button", { name: /^Add to Offices/ })
        ).toBeInTheDocument()
      } else {
        const list = await screen.findByRole("group", {
          name: /^Industries/,
        })
        expect(
          within(list).getAllByRole("listitem", { name: /^\d+: / })
        ).toHaveLength(9)
      }
      await userEvent.click(
        await screen.findByRole("button", { name: "Preview" })
      )
      await waitFor(() =>
        expect(preview).toHaveBeenCalledWith("site-files", path, { text })
      )
      view.unmount()
    }
  })

  it("adds, moves and removes a question from the keyboard, and saves the file with its layout", async () => {
    const update = jest.fn((_resource, { data }) =>
      Promise.resolve({ data: { ...faqRecord, ...data, version: 1 } })
    )
    renderEdit(shortFaq, { update })
    const faqs = await screen.findByRole("group", { name: /^Faqs/ })
    const count = within(faqs).getAllByRole("listitem", {
      name: /^\d+: /,
    }).length
    const user = userEvent.setup()

    await user.click(within(faqs).getByRole("button", { name: "Add to Faqs" }))
    // The new item is open, with the focus in its first box.
    const added = within(faqs).getByRole("listitem", { name: `${count + 1}` })
    expect(
      within(added).getByRole("textbox", { name: /^Anchor/ })
    ).toHaveFocus()
    await user.paste("new-question")
    await user.click(within(added).getByRole("textbox", { name: /^Question/ }))
    await user.paste("Can we start next week?")
    await user.click(
      within(added).getByRole("button", { name: "Add to Paragraphs" })
    )
    await user.paste("Yes.")

    // Moved up twice from the keyboard: the focus stays on its Move up button.
    const up = within(faqs).getByRole("button", {
      name: `Move ${count + 1}: Can we start next week? up`,
    })
    up.focus()
    await user.keyboard("{Enter}")
    const moved = within(faqs).getByRole("button", {
      name: `Move ${count}: Can we start next week? up`,
    })
    expect(moved).toHaveFocus()
    await user.keyboard("{Enter}")

    // The first question removed.
    const first = within(faqs).getAllByRole("listitem", { name: /^1: / })[0]
    await user.click(within(first).getByRole("button", { name: /^Remove 1: / }))

    // The new first question copied below itself: the focus is on the copy.
    const kept = within(faqs).getAllByRole("listitem", { name: /^1: / })[0]
    await user.click(
      within(kept).getByRole("button", { name: /^Copy 1: .* below it$/ })
    )
    const copyToggle = within(
      within(faqs).getAllByRole("listitem", { name: /^2: / })[0]
    ).getAllByRole("button", { expanded: true })[0]
    expect(copyToggle).toHaveFocus()

    // Lists inside an open item, named and reachable, pass axe too.
    expect(await axeViolations(document.querySelector("main")!)).toEqual([])

    await user.click(screen.getByRole("button", { name: "Save draft" }))
    await waitFor(() => expect(update).toHaveBeenCalled())
    const value = parseJsonText(shortText) as { faqs: unknown[] }
    const question = {
      anchor: "new-question",
      question: "Can we start next week?",
      paragraphs: ["Yes."],
      links: [],
    }
    value.faqs.splice(count - 2, 0, question)
    value.faqs.shift()
    value.faqs.splice(1, 0, value.faqs[0])
    const { text, version } = update.mock.calls[0][1].data
    expect(version).toBe(1)
    expect(JSON.parse(text)).toEqual(value)
    expect(text).toBe(printJsonText(value, shortText))
    // The rest of the file keeps its lines.
    expect(text).toContain(
      '      "links": ["/codex-supply-chain", "/skillset-development"]\n'
    )
  })

  it("puts a library image's address and alt text and a picked page's address, and says a refused save's line at the top and on the field", async () => {
    const update = jest.fn(
      (_resource: string, _params: { data: { text: string } }) =>
        Promise.reject(
          new HttpError("Line 6: hero.heading must not be empty", 400, {
            message: "Line 6: hero.heading must not be empty",
          })
        )
    )
    renderEdit(shortFaq, { update })
    const hero = await screen.findByRole("group", { name: "Hero" })
    const user = userEvent.setup()
    await user.click(
      within(hero).getByRole("button", { name: "Change the image of Image" })
    )
    await user.click(screen.getByRole("button", { name: "Pick the rig" }))
    expect(within(hero).getByText("/uploads/rig.jpg")).toBeInTheDocument()
    expect(
      within(hero).getByRole("textbox", { name: "Image alt" })
    ).toHaveValue("A rig")
    // The intro's link, from the page picker.
    const intro = screen.getByRole("group", { name: "Intro" })
    await user.click(
      within(intro).getByRole("button", { name: "Choose a page for Link" })
    )
    const picker = await screen.findByRole("dialog", { name: "Link" })
    await user.type(
      within(picker).getByRole("textbox", { name: "Address" }),
      "/faq"
    )
    await user.click(within(picker).getByRole("button", { name: "Apply" }))
    expect(within(intro).getByRole("textbox", { name: "Link" })).toHaveValue(
      "/faq"
    )
    await user.clear(within(hero).getByRole("textbox", { name: /^Heading/ }))
    expect(within(hero).getByRole("textbox", { name: /^Heading/ })).toHaveValue(
      ""
    )
    await user.click(screen.getByRole("button", { name: "Save draft" }))
    // At the top, and under the input of the part it names.
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not savedLine 6: hero.heading must not be empty"
    )
    expect(
      within(hero).getByRole("textbox", { name: /^Heading/ })
    ).toHaveAttribute("aria-invalid", "true")
    const sent = JSON.parse(update.mock.calls[0][1].data.text)
    expect(sent.hero).toMatchObject({
      heading: "",
      image: "/uploads/rig.jpg",
      imageAlt: "A rig",
    })
    expect(sent.intro.link).toBe("/faq")
  })

  it("starts the next save from the version the last one made, and publishes only what is saved", async () => {
    let current = { ...shortFaq, state: "draft" }
    const getOne = jest.fn(() => Promise.resolve({ data: current }))
    const update = jest.fn(
      (_resource: string, { data }: { data: { text: string } }) => {
        current = { ...current, ...data, version: current.version + 1 }
        return Promise.resolve({ data: current })
      }
    )
    renderEdit(shortFaq, { getOne, update })
    const user = userEvent.setup()
    // The page's own title, before the intro's.
    const title = () => screen.getAllByRole("textbox", { name: /^Title/ })[0]
    await screen.findByRole("group", { name: "Hero" })
    await user.clear(title())
    await user.paste("FAQ")
    // A look at the text and back changes nothing that is left unsaved after the save.
    await user.click(screen.getByRole("tab", { name: "Edit as text" }))
    await user.click(screen.getByRole("tab", { name: "Form" }))
    await user.click(title())
    await user.paste("!")
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled()
    )
    expect(screen.getByRole("status")).toHaveTextContent(
      "Save the draft to publish it."
    )
    await user.click(screen.getByRole("button", { name: "Save draft" }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update.mock.calls[0][1].data).toMatchObject({ version: 1 })
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1))
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled()
    )

    await user.click(title())
    await user.paste("s")
    await user.click(screen.getByRole("button", { name: "Save draft" }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
    expect(update.mock.calls[1][1].data).toMatchObject({ version: 2 })
    expect(JSON.parse(update.mock.calls[1][1].data.text).title).toBe("FAQ!s")
  })

  it("opens the closed question a refusal names and says it under its box", async () => {
    const message = "Line 40: faqs[2].question must be filled in"
    const update = jest.fn(() =>
      Promise.reject(new HttpError(message, 400, { message, line: 40 }))
    )
    renderEdit(shortFaq, { update })
    const faqs = await screen.findByRole("group", { name: /^Faqs/ })
    const third = within(faqs).getAllByRole("listitem", { name: /^3: / })[0]
    expect(within(third).queryByRole("textbox")).toBeNull()
    await userEvent.type(
      screen.getAllByRole("textbox", { name: /^Title/ })[0],
      "!"
    )
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }))
    const question = await within(third).findByRole("textbox", {
      name: /^Question/,
    })
    expect(question).toHaveAttribute("aria-invalid", "true")
    expect(question).toHaveAccessibleDescription(message)
    // A long list's items open all at once, and close so.
    await userEvent.click(
      within(faqs).getByRole("button", { name: "Open every item of Faqs" })
    )
    expect(
      within(faqs).queryAllByRole("button", { expanded: false })
    ).toHaveLength(0)
    await userEvent.click(
      within(faqs).getByRole("button", { name: "Close every item of Faqs" })
    )
    expect(
      within(faqs).getAllByRole("button", { expanded: false }).length
    ).toBeGreaterThanOrEqual(3)
  })

  it("edits the file as text, and goes back to the form only with text that parses", async () => {
    const update = jest.fn((_resource, { data }) =>
      Promise.resolve({ data: { ...faqRecord, ...data, version: 1 } })
    )
    renderEdit(shortFaq, { update })
    const user = userEvent.setup()
    await user.click(await screen.findByRole("tab", { name: "Edit as text" }))
    const box = () => screen.getByRole("textbox", { name: "The file's text" })
    expect(box()).toHaveValue(shortText)
    // A change typed in the text is the form's too.
    await user.clear(box())
    await user.click(box())
    await user.paste(
      shortText.replace('"title": "Frequently', '"title": "Often')
    )
    await user.click(screen.getByRole("tab", { name: "Form" }))
    expect(screen.getAllByRole("textbox", { name: /^Title/ })[0]).toHaveValue(
      "Often Asked Questions"
    )
    await user.click(screen.getByRole("tab", { name: "Edit as text" }))
    expect(box()).toHaveValue(
      shortText.replace('"title": "Frequently', '"title": "Often')
    )
    await user.clear(box())
    await user.click(box())
    await user.paste('{ "broken": ')
    await user.click(screen.getByRole("tab", { name: "Form" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(/not valid JSON/)
    expect(screen.getByRole("tab", { name: "Edit as text" })).toHaveAttribute(
      "aria-selected",
      "true"
    )
    await user.click(screen.getByRole("button", { name: "Save draft" }))
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(update.mock.calls[0][1].data).toEqual({
      text: '{ "broken": ',
      version: 1,
    })
  })
})

describe("the shipped version changed", () => {
  const edited = faqText.replace(
    "Questions we hear every week",
    "Your questions"
  )
  const record = {
    ...faqRecord,
    state: "changed",
    status: "published",
    version: 4,
    shippedChanged: true,
    text: edited,
    shipped: faqText.replace('"FAQ"', '"Questions"'),
  }

  it("shows both versions and what differs; an administrator keeps the edit or takes the shipped file", async () => {
    let current = record
    const siteFileShipped = jest.fn(() => {
      current = { ...record, shippedChanged: false, shipped: record.text }
      return Promise.resolve(current)
    })
    renderEdit(record, {
      siteFileShipped,
      getOne: jest.fn(() => Promise.resolve({ data: current })),
    })
    const notice = await screen.findByRole("region", {
      name: "The shipped version of this file changed",
    })
    expect(within(notice).getByLabelText("Your edit")).toHaveTextContent(
      "Your questions"
    )
    expect(within(notice).getByLabelText("The shipped file")).toHaveTextContent(
      '"Questions"'
    )
    const differences = within(notice).getByRole("list", {
      name: "What differs, line by line",
    })
    expect(
      within(differences).getByText("Your questions", { exact: false })
    ).toBeInTheDocument()
    expect(
      await within(notice).findByRole("button", {
        name: "Take the shipped file",
      })
    ).toBeInTheDocument()
    expect(await axeViolations(document.querySelector("main")!)).toEqual([])
    // What is being typed stays when the page is read again after the choice.
    const heading = screen.getByRole("textbox", { name: /^Heading/ })
    await userEvent.type(heading, "!")
    await userEvent.click(
      within(notice).getByRole("button", { name: "Keep my edit" })
    )
    await waitFor(() =>
      expect(siteFileShipped).toHaveBeenCalledWith("pages/faq.json", "edit")
    )
    await waitFor(() =>
      expect(
        screen.queryByRole("region", {
          name: "The shipped version of this file changed",
        })
      ).toBeNull()
    )
    expect(screen.getByRole("textbox", { name: /^Heading/ })).toHaveValue(
      "Your questions!"
    )
    expect(screen.getByRole("button", { name: "Save draft" })).toBeEnabled()
  })

  it("shows an editor both versions without the choice", async () => {
    const unpublish = jest.fn(() => Promise.resolve(faqRecord))
    renderEdit(record, { unpublish }, "editor")
    const notice = await screen.findByRole("region", {
      name: "The shipped version of this file changed",
    })
    await screen.findByRole("button", { name: "Publish" })
    expect(
      within(notice).getByText(/An administrator decides/)
    ).toBeInTheDocument()
    expect(
      within(notice).queryByRole("button", { name: "Keep my edit" })
    ).toBeNull()
    expect(
      within(notice).queryByRole("button", { name: "Take the shipped file" })
    ).toBeNull()
    // Publishing is staff's: an editor publishes and goes back to the shipped file, asked first.
    await userEvent.click(
      screen.getByRole("button", { name: "Back to the shipped file" })
    )
    const asked = await screen.findByRole("dialog", {
      name: "Go back to the shipped file?",
    })
    await userEvent.click(
      within(asked).getByRole("button", { name: "Confirm" })
    )
    await waitFor(() =>
      expect(unpublish).toHaveBeenCalledWith("site-files", "pages/faq.json")
    )
  })
})

describe("a page's history", () => {
  it("shows what each save changed, line by line, and restores one as a new draft", async () => {
    signIn(3600, "editor")
    const saved = (revision: number, text: string) => ({
      revision,
      savedAt: "2026-03-02T09:00:00.000Z",
      savedBy: "editor@example.com",
      data: { text },
    })
    const restoreRevision = jest.fn(() => Promise.resolve(faqRecord))
    render(
      // The resource's own route (':id/history'), as react-admin mounts it under /site-files.
      <MemoryRouter initialEntries={["/pages%2Ffaq.json/history"]}>
        <AdminContext
          dataProvider={testDataProvider({
            getOne: jest.fn(() => Promise.resolve({ data: faqRecord })),
            revisions: jest.fn(() =>
              Promise.resolve([
                saved(2, shortText.replace("FAQ", "Questions")),
                saved(1, shortText),
              ])
            ),
            restoreRevision,
          } as Partial<DataProvider>)}
          authProvider={createAuthProvider("http://api.invalid")}
          i18nProvider={i18nProvider}
        >
          <ResourceContextProvider value="site-files">
            <main>
              <Routes>{siteFilesResource.children}</Routes>
            </main>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    )
    const latest = await screen.findByRole("listitem", {
      name: /^Version 2, saved by editor@example.com/,
    })
    const changes = within(latest).getByRole("list", {
      name: "What version 2 changed",
    })
    expect(
      within(changes).getByText(/"blogHeading": "Questions"/)
    ).toBeInTheDocument()
    expect(
      within(changes)
        .getByText(/"blogHeading": "FAQ"/)
        .closest("del")
    ).not.toBeNull()
    const first = screen.getByRole("listitem", { name: /^Version 1/ })
    await userEvent.click(
      within(first).getByRole("button", { name: "Restore as a new draft" })
    )
    await userEvent.click(
      await screen.findByRole("button", { name: "Confirm" })
    )
    await waitFor(() =>
      expect(restoreRevision).toHaveBeenCalledWith(
        "site-files",
        "pages/faq.json",
        1
      )
    )
  })
})

describe("who sees Site pages", () => {
  it("lets administrators and editors in, and keeps teachers out", async () => {
    const auth = createAuthProvider("http://api.invalid")
    for (const [role, allowed] of [
      ["admin", true],
      ["editor", true],
      ["teacher", false],
    ] as const) {
      signIn(3600, role)
      expect(
        await auth.canAccess!({ resource: "site-files", action: "list" })
      ).toBe(allowed)
      expect(
        await auth.canAccess!({ resource: "site-files", action: "edit" })
      ).toBe(allowed)
      expect(
        await auth.canAccess!({ resource: "site-files", action: "reconcile" })
      ).toBe(role === "admin")
    }
  })
})

describe("an MDX file", () => {
  const mdxPath = siteFiles(CONTENT).find((entry) => entry.kind === "mdx")!.path
  it("is edited whole in the MDX editor, given its frontmatter's shape, and saved as its text", async () => {
    const text = "---\ntitle: Sourcing\n---\n\nBody.\n"
    const update = jest.fn((_resource, { data }) =>
      Promise.resolve({ data: { ...data, id: "articles/a/index.mdx" } })
    )
    renderEdit(
      {
        ...faqRecord,
        id: "articles/a/index.mdx",
        path: "articles/a/index.mdx",
        kind: "mdx",
        text,
        shipped: text,
        shape: siteFileShape(CONTENT, mdxPath),
      },
      { update }
    )
    const box = await screen.findByRole("textbox", {
      name: "MDX editor of MdxFrontmatter",
    })
    expect(box).toHaveValue(text)
    await userEvent.type(box, "More.")
    await act(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Save draft" }))
    })
    await waitFor(() => expect(update).toHaveBeenCalled())
    expect(update.mock.calls[0][1].data).toEqual({
      text: `${text}More.`,
      version: 1,
    })
  })
})
