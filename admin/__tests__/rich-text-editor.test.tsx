import "./setup"
import { editable } from "./editor-dom"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Editor } from "@tiptap/core"
import { draftWorkflow } from "./records"
import { renderAdmin, signIn } from "./render-admin"

const blog = (overrides: object = {}) => ({
  id: "b1",
  title: "Rates are not the cost",
  excerpt: "",
  content: "<p>Beyond rates.</p>",
  image: "",
  category: "",
  ...draftWorkflow,
  ...overrides,
})

beforeEach(() => {
  localStorage.clear()
  signIn()
})

async function openBlog(overrides: object = {}, calls = {}) {
  const view = renderAdmin("/admin/blogs/b1", {
    getOne: () => Promise.resolve({ data: blog(overrides) }),
    ...calls,
  })
  await waitFor(() => expect(editable(/^content/i)).toBeTruthy())
  const element = editable(/^content/i)!
  const editor = (element as unknown as { editor: Editor }).editor
  return { view, element, editor }
}

it("renders the editor with its toolbar", async () => {
  const { element } = await openBlog()
  expect(element).toHaveAccessibleName(/content/i)
  const toolbar = screen.getByRole("toolbar", { name: "Text formatting" })
  expect(within(toolbar).getByRole("button", { name: "Bold" })).toBeInTheDocument()
})
