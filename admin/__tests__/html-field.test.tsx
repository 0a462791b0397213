import "./setup"
import * as React from "react"
import { render, screen } from "@testing-library/react"
import { AdminContext, RecordContextProvider } from "react-admin"
import HtmlField from "../common/HtmlField"

// The panel shows a record's rich text as the site does: the one rich-text list of
// common/rich-text.ts, so a record stored before that rule shows what a visitor would see.

const show = (content: string | null) =>
  render(
    <AdminContext>
      <RecordContextProvider value={{ id: "b1", content }}>
        <HtmlField source="content" emptyText="Nothing yet" />
      </RecordContextProvider>
    </AdminContext>
  )

it("keeps the list's elements and drops or unwraps the rest, as the site does", async () => {
  const { container } = show(
    '<h2>Heading</h2><h1>Big</h1><p class="x" style="color:red">Text <a href="/faq">FAQ</a> ' +
      '<a href="javascript:alert(1)">js</a> <a href="//evil.example/x">evil</a></p><p></p>' +
      '<figure><img src="/uploads/a.png" alt="A chart"><figcaption>Chart</figcaption></figure>' +
      '<img src="data:image/png;base64,AAAA" alt="inline"><img src="x" onerror="alert(1)">' +
      "<table><tbody><tr><td>Cell</td></tr></tbody></table><script>window.hacked = 1</script>"
  )
  expect(
    await screen.findByRole("heading", { level: 2, name: "Heading" })
  ).toBeInTheDocument()
  expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument()
  expect(screen.getByText("Big")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute(
    "href",
    "/faq"
  )
  expect(screen.queryByRole("link", { name: "js" })).not.toBeInTheDocument()
  expect(screen.queryByRole("link", { name: "evil" })).not.toBeInTheDocument()
  expect(screen.getByRole("img", { name: "A chart" })).toHaveAttribute(
    "src",
    "/uploads/a.png"
  )
  expect(container.querySelectorAll("img")).toHaveLength(1)
  expect(screen.getByRole("cell", { name: "Cell" })).toBeInTheDocument()
  // What the record holds, inside the field's own elements.
  const body = screen.getByRole("heading", { name: "Heading" }).parentElement!
  expect(body.querySelector("script, [class], [style], p:empty")).toBeNull()
  expect(container.innerHTML).not.toMatch(/style="color|onerror|javascript:/)
})

it("shows its empty text for a record without rich text", async () => {
  show(null)
  expect(await screen.findByText("Nothing yet")).toBeInTheDocument()
})
