import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { SiteHeader, STICKY_THRESHOLD } from "../site-header"
import { menus } from "./fixtures"

jest.mock("../../hooks/use-menus", () => ({ useMenus: () => require("./fixtures").menus }))
jest.mock("../../hooks/use-site-config", () => ({ useSiteConfig: () => ({ name: "Coreval" }) }))

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true })
    window.dispatchEvent(new Event("scroll"))
  })
}

describe("SiteHeader", () => {
  it("turns fixed and white only after more than 200 px of scroll", () => {
    expect(STICKY_THRESHOLD).toBe(200)
    render(<SiteHeader pathname="/" />)
    const header = screen.getByRole("banner")
    scrollTo(200)
    expect(header).toHaveAttribute("data-sticky", "false")
    expect(header).not.toHaveClass("fixed")
    scrollTo(201)
    expect(header).toHaveAttribute("data-sticky", "true")
    expect(header).toHaveClass("fixed", "bg-white")
    scrollTo(0)
    expect(header).toHaveAttribute("data-sticky", "false")
  })

  it("shows the six top menu items and the logo link home", () => {
    render(<SiteHeader pathname="/" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(nav.querySelectorAll(":scope > ul > li")).toHaveLength(menus.length)
    expect(screen.getAllByRole("link", { name: "Coreval home page" })[0]).toHaveAttribute("href", "/")
  })

  it("offers the mobile menu from a list icon", () => {
    render(<SiteHeader pathname="/" />)
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }))
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument()
  })
})
