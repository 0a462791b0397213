import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { MobileMenu } from "../mobile-menu"
import { menus } from "./fixtures"

jest.mock("../../hooks/use-site-config", () => ({ useSiteConfig: () => ({ name: "Coreval" }) }))

const open = () => fireEvent.click(screen.getByRole("button", { name: "Open menu" }))
const dialog = () => screen.queryByRole("dialog", { name: "Menu" })

describe("MobileMenu", () => {
  it("is 256 px wide (the side-menu width token) and shows the same tree with toggles", () => {
    render(<MobileMenu items={menus} solid={false} pathname="/" />)
    open()
    expect(dialog()).toHaveClass("w-(--width-side-menu)")
    const toggle = screen.getByRole("button", { name: "Supply Chain by SLA" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: "Supply Chain by SLA" })).toHaveAttribute("href", "/supply-chain-by-sla")
  })

  it("closes on its close icon", () => {
    render(<MobileMenu items={menus} solid={false} pathname="/" />)
    open()
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(dialog()).not.toBeInTheDocument()
  })

  it("closes on an overlay click and on Escape", () => {
    render(<MobileMenu items={menus} solid={false} pathname="/" />)
    open()
    fireEvent.click(screen.getByTestId("menu-overlay"))
    expect(dialog()).not.toBeInTheDocument()
    open()
    fireEvent.keyDown(dialog()!, { key: "Escape" })
    expect(dialog()).not.toBeInTheDocument()
  })

  it("closes on navigation", () => {
    const { rerender } = render(<MobileMenu items={menus} solid={false} pathname="/" />)
    open()
    fireEvent.click(screen.getByRole("link", { name: "AI Ecosystem" }))
    expect(dialog()).not.toBeInTheDocument()
    open()
    rerender(<MobileMenu items={menus} solid={false} pathname="/ai-ecosystem" />)
    expect(dialog()).not.toBeInTheDocument()
  })

  it("links its logo to the home page", () => {
    render(<MobileMenu items={menus} solid={false} pathname="/" />)
    open()
    expect(screen.getByRole("link", { name: "Coreval home page" })).toHaveAttribute("href", "/")
  })
})
