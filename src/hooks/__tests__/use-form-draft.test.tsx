import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { useFormDraft } from "../use-form-draft"

function Draft({ serverValue = "" }: { serverValue?: string }) {
  const form = React.useRef<HTMLFormElement>(null)
  const { values, setField, clear } = useFormDraft(
    "test",
    { email: "", topic: "" },
    form
  )
  // Stands for a server-rendered field the visitor typed into before React took over.
  React.useLayoutEffect(() => {
    if (serverValue)
      (form.current!.elements.namedItem("email") as HTMLInputElement).value =
        serverValue
  }, [serverValue])
  return (
    <form ref={form}>
      <input
        aria-label="email"
        name="email"
        value={values.email}
        onChange={(event) => setField("email", event.target.value)}
      />
      <input
        aria-label="topic"
        name="topic"
        value={values.topic}
        onChange={(event) => setField("topic", event.target.value)}
      />
      <button type="button" onClick={clear}>
        clear
      </button>
    </form>
  )
}

beforeEach(() => sessionStorage.clear())

describe("useFormDraft", () => {
  it("saves every change to sessionStorage and restores it on the next mount", () => {
    const { unmount } = render(<Draft />)
    fireEvent.change(screen.getByLabelText("email"), {
      target: { value: "ada@example.com" },
    })
    expect(JSON.parse(sessionStorage.getItem("draft:test")!)).toEqual({
      email: "ada@example.com",
      topic: "",
    })
    unmount()
    render(<Draft />)
    expect(screen.getByLabelText("email")).toHaveValue("ada@example.com")
  })

  it("forgets the draft when cleared", () => {
    sessionStorage.setItem(
      "draft:test",
      JSON.stringify({ email: "ada@example.com", topic: "Tender" })
    )
    render(<Draft />)
    expect(screen.getByLabelText("topic")).toHaveValue("Tender")
    act(() => screen.getByText("clear").click())
    expect(screen.getByLabelText("email")).toHaveValue("")
    expect(sessionStorage.getItem("draft:test")).toBeNull()
  })

  it("keeps what was typed before the code arrived over an older draft", () => {
    sessionStorage.setItem(
      "draft:test",
      JSON.stringify({ email: "old@example.com", topic: "Tender" })
    )
    render(<Draft serverValue="typed@example.com" />)
    expect(screen.getByLabelText("email")).toHaveValue("typed@example.com")
    expect(screen.getByLabelText("topic")).toHaveValue("Tender")
  })

  it("ignores a broken or foreign draft", () => {
    sessionStorage.setItem("draft:test", "{not json")
    render(<Draft />)
    expect(screen.getByLabelText("email")).toHaveValue("")
  })
})
