import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { Accordion } from "../accordion"

const items = [
  { id: "a", title: "First question", content: "First answer" },
  { id: "b", title: "Second question", content: "Second answer" },
  { id: "c", title: "Third question", content: "Third answer" },
]

describe("Accordion", () => {
  it("starts closed and opens and closes each item independently", () => {
    render(<Accordion items={items} />)
    const first = screen.getByRole("button", { name: "First question" })
    const second = screen.getByRole("button", { name: "Second question" })
    expect(screen.getByText("First answer")).not.toBeVisible()

    fireEvent.click(first)
    fireEvent.click(second)
    expect(screen.getByText("First answer")).toBeVisible()
    expect(screen.getByText("Second answer")).toBeVisible()
    expect(screen.getByText("Third answer")).not.toBeVisible()

    fireEvent.click(first)
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText("First answer")).not.toBeVisible()
    expect(screen.getByText("Second answer")).toBeVisible()
  })

  it("ties each button to its answer region for assistive technology", () => {
    render(<Accordion items={items} />)
    const button = screen.getByRole("button", { name: "Third question" })
    expect(button).toHaveAttribute("aria-controls", "c-panel")
    fireEvent.click(button)
    expect(screen.getByRole("region", { name: "Third question" })).toHaveTextContent("Third answer")
  })
})
