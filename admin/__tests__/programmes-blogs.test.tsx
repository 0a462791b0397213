import "./setup"
import { editable, paste } from "./editor-dom"
import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { listOf, renderAdmin, signIn } from "./render-admin"

const stamp = "2024-05-01T10:00:00.000Z"
const programme = {
  id: "p1",
  Name: "Contract management plus",
  Image: "/images/cm.jpg",
  slug: "contract-management-plus",
  description:
    '<h2>10 chapters</h2><p>From tender to close-out.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
    '<p style="position:fixed;inset:0">Cover</p><iframe src="https://example.com/"></iframe>',
  createdAt: stamp,
  updatedAt: stamp,
  // Live: its public page exists.
  status: "published",
  state: "published",
  version: 1,
}

beforeEach(() => {
  localStorage.clear()
  signIn()
})

describe("programmes", () => {
  it("shows the description as sanitised HTML with a link to the public /service page", async () => {
    renderAdmin("/admin/programmes/p1/show", {
      getOne: () => Promise.resolve({ data: programme }),
    })
    expect(
      await screen.findByRole("heading", { name: "10 chapters" })
    ).toBeInTheDocument()
    expect(screen.getByText("From tender to close-out.")).toBeInTheDocument()
    expect(document.querySelector("script")).toBeNull()
    expect(document.querySelector("[onerror]")).toBeNull()
    // The public pages' rules (common/sanitize.ts), not only DOMPurify's defaults.
    expect(screen.getByText("Cover")).not.toHaveAttribute("style")
    expect(document.querySelector("iframe")).toBeNull()
    expect(
      screen.getByRole("link", { name: /open the public page/i })
    ).toHaveAttribute("href", "/service/contract-management-plus")
  })

  it("links each listed programme to its public page", async () => {
    renderAdmin("/admin/programmes", { getList: () => listOf([programme]) })
    expect(
      await screen.findByText("Contract management plus")
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: /open the public page/i })
    ).toHaveAttribute("href", "/service/contract-management-plus")
  })

  it("edits the description in the rich-text editor, saving what a paste kept, cleaned", async () => {
    const create = jest.fn((_resource, { data }) =>
      Promise.resolve({
        data: { ...data, id: "p2", createdAt: stamp, updatedAt: stamp },
      })
    )
    renderAdmin("/admin/programmes/create", {
      create,
      getOne: () => Promise.resolve({ data: { ...programme, id: "p2" } }),
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText(/^name/i, { selector: "input" }),
      "Category strategy"
    )
    await waitFor(() => expect(editable(/^description/i)).toBeTruthy())
    act(() => {
      paste(
        editable(/^description/i)!,
        '<h2 style="color:red">18 cost drivers</h2><p>A 20-year horizon.</p><script>window.hacked = true</script>'
      )
    })
    expect(
      await screen.findByRole("heading", { name: "18 cost drivers" })
    ).toBeInTheDocument()

    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(create.mock.calls[0][1].data).toEqual({
      Name: "Category strategy",
      description: "<h2>18 cost drivers</h2><p>A 20-year horizon.</p>",
      // Suggested from the name (SearchAndSocial.tsx).
      slug: "category-strategy",
    })
  })
})

describe("blogs", () => {
  it("links a post to its public /blog page", async () => {
    const post = {
      id: "x9",
      title: "Tender drift",
      excerpt: "Why 7% are copies",
      content: "<p>Old scopes.</p>",
      image: "",
      category: "Procurement",
      slug: "tender-drift",
      createdAt: stamp,
      updatedAt: stamp,
      status: "published",
      state: "published",
      version: 2,
    }
    renderAdmin("/admin/blogs/x9/show", {
      getOne: () => Promise.resolve({ data: post }),
    })
    expect(await screen.findByText("Old scopes.")).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: /open the public page/i })
    ).toHaveAttribute("href", "/blog/tender-drift")
  })

  // Its draft's slug is not the page's yet: the id leads to the page's address now (a 301).
  it("links a post with a change waiting to be published by its id", async () => {
    renderAdmin("/admin/blogs/x9/show", {
      getOne: () =>
        Promise.resolve({
          data: {
            id: "x9",
            title: "Tender drift",
            content: "<p>Old scopes.</p>",
            slug: "tender-drift-renamed",
            createdAt: stamp,
            updatedAt: stamp,
            status: "published",
            state: "changed",
            version: 3,
          },
        }),
    })
    expect(await screen.findByText("Old scopes.")).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: /open the public page/i })
    ).toHaveAttribute("href", "/blog/x9")
  })
})
