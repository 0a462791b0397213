import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { MobileMenu } from "../mobile-menu"
import { menus } from "./fixtures"

jest.mock("../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({ name: "Coreval" }),
}))

const onSearch = jest.fn()
const opener = () => screen.getByRole("button", { name: "Open menu" })
// A click focuses the button it lands on, as in a browser (fireEvent alone does not).
const open = () => {
  opener().focus()
  fireEvent.click(opener())
}
const dialog = () => screen.queryByRole("dialog", { name: "Menu" })
const menu = (pathname: string) => (
  <MobileMenu
    items={menus}
    solid={false}
    onSearch={onSearch}
    pathname={pathname}
  />
)
// The menu on the home page, opened.
const renderOpen = () => {
  const rendered = render(menu("/"))
  open()
  return rendered
}

describe("MobileMenu", () => {
  it("is 256 px wide (the side-menu width token) and shows the same tree with toggles", () => {
    renderOpen()
    expect(dialog()).toHaveClass("w-(--width-side-menu)")
    const toggle = screen.getByRole("button", { name: "Supply Chain by SLA" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(
      screen.getByRole("link", { name: "Supply Chain by SLA" })
    ).toHaveAttribute("href", "/supply-chain-by-sla")
  })

  it("closes on its close icon", () => {
    renderOpen()
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(dialog()).not.toBeInTheDocument()
  })

  it("closes on a click on the backdrop and on Escape, giving focus back to its button", () => {
    renderOpen()
    // The backdrop is the <dialog>'s own: a press outside its box lands on the <dialog> itself.
    const outside = { clientX: 300, clientY: 400 }
    fireEvent.mouseDown(dialog()!, outside)
    fireEvent.click(dialog()!, outside)
    expect(dialog()).not.toBeInTheDocument()
    expect(opener()).toHaveFocus()
    open()
    expect(
      screen.getByRole("link", { name: "Coreval home page" })
    ).toHaveFocus()
    fireEvent.keyDown(dialog()!, { key: "Escape" })
    expect(dialog()).not.toBeInTheDocument()
    expect(opener()).toHaveFocus()
  })

  it("stays open on a click inside it", () => {
    renderOpen()
    fireEvent.mouseDown(dialog()!)
    fireEvent.click(dialog()!)
    expect(dialog()).toBeInTheDocument()
  })

  it("closes on navigation", () => {
    const { rerender } = renderOpen()
    fireEvent.click(screen.getByRole("link", { name: "AI Ecosystem" }))
    expect(dialog()).not.toBeInTheDocument()
    open()
    rerender(menu("/ai-ecosystem"))
    expect(dialog()).not.toBeInTheDocument()
  })

  it("opens the site search, closing itself first", () => {
    renderOpen()
    fireEvent.click(screen.getByRole("button", { name: "Search" }))
    expect(dialog()).not.toBeInTheDocument()
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it("links its logo to the home page", () => {
    renderOpen()
    expect(
      screen.getByRole("link", { name: "Coreval home page" })
    ).toHaveAttribute("href", "/")
  })
})
