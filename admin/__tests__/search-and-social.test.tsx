import "./setup"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import axe from "axe-core"
import { HttpError } from "react-admin"
import blogs from "../blogs"
import programmes from "../programmes"
import { renderView, signIn } from "./render-admin"

// The 'Search and social' part of a blog post's and a programme's form: the address suggested
// from the title, the snippet's counters, the previews of the search result and the social card,
// and the server's refusal of an address shown under its field.

const stamp = "2025-03-01T10:00:00.000Z"
const blog = {
  id: "b1",
  title: "Rates are not the cost",
  excerpt: "Why the rate card misleads.",
  content: "<p>Beyond rates.</p>",
  image: "/uploads/0190aaaabbbbccccddddeeee.png",
  category: "",
  slug: "rates-are-not-the-cost",
  seoTitle: "",
  seoDescription: "",
  socialImage: "",
  author: "",
  createdAt: stamp,
  updatedAt: stamp,
  status: "published",
  state: "published",
  version: 3,
  publishedAt: stamp,
  publishAt: null,
  unpublishAt: null,
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

const section = () => screen.getByRole("region", { name: "Search and social" })
const slugInput = () => screen.getByLabelText(/^Address \(slug\)/)

it("suggests the address from the title while a new post is written, until the editor types one", async () => {
  const create = jest.fn((_resource, { data }) =>
    Promise.resolve({ data: { ...blog, ...data, id: "b2" } })
  )
  renderView("/admin/blogs/create", "blogs", blogs.create!, {
    create,
    getOne: () => Promise.resolve({ data: blog }),
  })
  const user = userEvent.setup()
  const title = await screen.findByLabelText(/^Title/, { selector: "input" })
  await user.type(title, "Énergie & Öl")
  expect(slugInput()).toHaveValue("energie-ol")
  await user.type(title, " 2025")
  expect(slugInput()).toHaveValue("energie-ol-2025")
  // The search result as it will look, with the site's name after the title.
  const result = within(screen.getByTestId("search-preview"))
  expect(result.getByText("Énergie & Öl 2025 | Coreval")).toBeInTheDocument()
  expect(
    result.getByText(/› blog › energie-ol-2025$/, { exact: false })
  ).toBeInTheDocument()

  await user.clear(slugInput())
  await user.type(slugInput(), "oil-and-energy")
  await user.type(title, "!")
  expect(slugInput()).toHaveValue("oil-and-energy")

  await user.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(create).toHaveBeenCalled())
  expect(create.mock.calls[0][1].data).toMatchObject({
    title: "Énergie & Öl 2025!",
    slug: "oil-and-energy",
  })
})

it("keeps a saved post's address when its title changes", async () => {
  renderView("/admin/blogs/b1", "blogs", blogs.edit!, {
    getOne: () => Promise.resolve({ data: blog }),
  })
  const user = userEvent.setup()
  const title = await screen.findByLabelText(/^Title/, { selector: "input" })
  await user.type(title, " again")
  expect(slugInput()).toHaveValue("rates-are-not-the-cost")
})

it("counts the search title and description against their limits, and previews the result and the card", async () => {
  renderView("/admin/blogs/b1", "blogs", blogs.edit!, {
    getOne: () => Promise.resolve({ data: blog }),
  })
  const user = userEvent.setup()
  await screen.findByLabelText(/^Search title/)
  expect(section()).toBeInTheDocument()
  // Empty: the title and the excerpt stand in, as on the page.
  const result = within(screen.getByTestId("search-preview"))
  expect(result.getByText("Rates are not the cost | Coreval")).toBeVisible()
  expect(result.getByText("Why the rate card misleads.")).toBeVisible()
  const card = within(screen.getByTestId("social-preview"))
  expect(card.getByRole("presentation")).toHaveAttribute(
    "src",
    "/uploads/0190aaaabbbbccccddddeeee.png"
  )
  expect(card.getByText("www.coreval.example")).toBeInTheDocument()

  await user.type(screen.getByLabelText(/^Search title/), "Rates vs cost")
  expect(screen.getByText("13 of 70 characters")).toBeInTheDocument()
  const description = screen.getByLabelText(/^Search description/)
  const long = "Seven questions a buyer asks before comparing rates. ".repeat(4)
  await user.click(description)
  await user.paste(long)
  expect(
    screen.getByText(`${long.length} of 170 characters`)
  ).toBeInTheDocument()
  expect(result.getByText("Rates vs cost")).toBeInTheDocument()
  // Cut at a word, as a search result cuts it.
  const shown = result.getByText(/^Seven questions/).textContent!
  expect(shown.length).toBeLessThanOrEqual(162)
  expect(shown).toMatch(/\w …$/)
})

it("shows the server's refusal of an address under the address", async () => {
  const message =
    'slug "rates" is already the address of another record in blogs; choose another'
  const update = jest.fn(() =>
    Promise.reject(
      new HttpError(message, 409, { message, errors: { slug: message } })
    )
  )
  renderView("/admin/blogs/b1", "blogs", blogs.edit!, {
    getOne: () => Promise.resolve({ data: blog }),
    update,
  })
  const user = userEvent.setup()
  await user.clear(await screen.findByLabelText(/^Address \(slug\)/))
  await user.type(slugInput(), "rates")
  await user.click(screen.getByRole("button", { name: "Save" }))
  await waitFor(() => expect(update).toHaveBeenCalled())
  expect(slugInput()).toHaveAccessibleDescription(message)
  expect(slugInput()).toHaveAttribute("aria-invalid", "true")
})

it("refuses an address in the wrong form before it is sent", async () => {
  const update = jest.fn()
  renderView("/admin/programmes/p1", "programmes", programmes.edit!, {
    getOne: () =>
      Promise.resolve({
        data: {
          id: "p1",
          Name: "Contract management",
          Image: "",
          description: "<p>Ten chapters.</p>",
          slug: "contract-management",
          seoTitle: "",
          seoDescription: "",
          socialImage: "",
          createdAt: stamp,
          updatedAt: stamp,
          status: "published",
          state: "published",
          version: 2,
          publishedAt: stamp,
          publishAt: null,
          unpublishAt: null,
        },
      }),
    update,
  })
  const user = userEvent.setup()
  await user.clear(await screen.findByLabelText(/^Address \(slug\)/))
  await user.type(slugInput(), "Not A Slug")
  await user.click(screen.getByRole("button", { name: "Save" }))
  expect(
    await screen.findByText(
      "Use only lowercase letters a-z, digits and hyphens."
    )
  ).toBeInTheDocument()
  expect(update).not.toHaveBeenCalled()
  // The server's rule, before the server is asked.
  await user.clear(slugInput())
  await user.type(slugInput(), "page-data")
  await user.click(screen.getByRole("button", { name: "Save" }))
  expect(
    await screen.findByText(
      'slug must not be "page-data", which the site keeps for itself'
    )
  ).toBeInTheDocument()
  expect(update).not.toHaveBeenCalled()
  // A programme has no author.
  expect(screen.queryByLabelText(/^Author/)).toBeNull()
})

it("labels every control of the part, with nothing axe finds", async () => {
  renderView("/admin/blogs/b1", "blogs", blogs.edit!, {
    getOne: () => Promise.resolve({ data: blog }),
  })
  await screen.findByLabelText(/^Search title/)
  for (const name of [
    /^Address \(slug\)/,
    /^Search title/,
    /^Search description/,
    /^Author/,
  ])
    expect(within(section()).getByLabelText(name)).toBeInTheDocument()
  const results = await axe.run(section(), {
    resultTypes: ["violations"],
    // jsdom lays nothing out: contrast is the browser's check (e2e).
    rules: { "color-contrast": { enabled: false } },
  })
  expect(results.violations).toEqual([])
})
