import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { DesktopMenu } from "../desktop-menu"
import { menus } from "./fixtures"

const philosophy = () => screen.getByRole("button", { name: "Cost and Value Philosophy" })
const panel = () => document.getElementById("menu-panel-philosophy")!

describe("DesktopMenu", () => {
  it("opens a submenu panel with its title and intro on hover and closes it on mouse leave", () => {
    render(<DesktopMenu items={menus} solid={false} />)
    expect(panel()).not.toBeVisible()
    fireEvent.mouseEnter(philosophy().closest("li")!)
    expect(panel()).toBeVisible()
    expect(panel()).toHaveTextContent("Rates hold only about 20% of the savings potential.")
    expect(philosophy()).toHaveAttribute("aria-expanded", "true")
    fireEvent.mouseLeave(philosophy().closest("li")!)
    expect(panel()).not.toBeVisible()
  })

  it("opens on click, stays open when the pointer already opened it, and closes on a second click", async () => {
    render(<DesktopMenu items={menus} solid={false} />)
    fireEvent.click(philosophy())
    expect(panel()).toBeVisible()
    fireEvent.click(philosophy())
    expect(panel()).not.toBeVisible()
    await userEvent.click(philosophy())
    expect(panel()).toBeVisible()
    expect(screen.getByRole("link", { name: "Article & Business Cases" })).toHaveAttribute(
      "href",
      "/article-business-cases-background"
    )
    fireEvent.click(philosophy())
    expect(panel()).not.toBeVisible()
  })

  it("works with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus", async () => {
    const user = userEvent.setup()
    render(<DesktopMenu items={menus} solid={false} />)
    act(() => philosophy().focus())
    await user.keyboard("{Enter}")
    expect(panel()).toBeVisible()
    await user.tab()
    expect(screen.getByRole("link", { name: "Cost and Value Philosophy" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(panel()).not.toBeVisible()
    expect(philosophy()).toHaveFocus()
  })

  it("renders items without a submenu as plain links", () => {
    render(<DesktopMenu items={menus} solid={false} />)
    expect(screen.getByRole("link", { name: "AI Ecosystem" })).toHaveAttribute("href", "/ai-ecosystem")
  })
})

describe("DesktopMenu focus handling", () => {
  it("keeps a hovered panel open when focus leaves another item", () => {
    render(<DesktopMenu items={menus} solid={false} />)
    act(() => philosophy().focus())
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Systems & Delivery" }).closest("li")!)
    const cm = document.getElementById("menu-panel-systems")!
    expect(cm).toBeVisible()
    act(() => screen.getByRole("link", { name: "CODEX" }).focus())
    expect(cm).toBeVisible()
  })
})
