import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { navigate, prefetchPathname } from "gatsby"
import { SiteLink } from "../site-link"

const navigateSpy = jest.mocked(navigate)
const prefetchSpy = jest.mocked(prefetchPathname)

beforeEach(() => {
  navigateSpy.mockClear()
  prefetchSpy.mockClear()
})

describe("SiteLink", () => {
  it("is an anchor to the page, so it works without JavaScript and in a new tab", () => {
    render(<SiteLink to="/faq">FAQ</SiteLink>)
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute(
      "href",
      "/faq"
    )
  })

  it("follows a plain click through the router instead of loading the page", () => {
    const onClick = jest.fn()
    render(
      <SiteLink to="/faq" onClick={onClick}>
        FAQ
      </SiteLink>
    )
    const followed = fireEvent.click(screen.getByRole("link"))
    expect(followed).toBe(false) // the browser's own navigation was prevented
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(navigateSpy).toHaveBeenCalledWith("/faq", { replace: false })
  })

  it("adds no history entry when it links to the page one is on", () => {
    window.history.replaceState(null, "", "/faq")
    render(<SiteLink to="/faq">FAQ</SiteLink>)
    fireEvent.click(screen.getByRole("link"))
    expect(navigateSpy).toHaveBeenCalledWith("/faq", { replace: true })
    window.history.replaceState(null, "", "/")
  })

  it("leaves modified clicks and links with a target to the browser", () => {
    render(
      <>
        <SiteLink to="/faq">FAQ</SiteLink>
        <SiteLink to="/copyright" target="_blank">
          Copyright
        </SiteLink>
      </>
    )
    expect(
      fireEvent.click(screen.getByRole("link", { name: "FAQ" }), {
        ctrlKey: true,
      })
    ).toBe(true)
    expect(
      fireEvent.click(screen.getByRole("link", { name: "FAQ" }), { button: 1 })
    ).toBe(true)
    expect(
      fireEvent.click(screen.getByRole("link", { name: "Copyright" }))
    ).toBe(true)
    expect(navigateSpy).not.toHaveBeenCalled()
  })

  it("leaves the click alone when its own handler prevented it", () => {
    render(
      <SiteLink to="/faq" onClick={(event) => event.preventDefault()}>
        FAQ
      </SiteLink>
    )
    fireEvent.click(screen.getByRole("link"))
    expect(navigateSpy).not.toHaveBeenCalled()
  })

  it("starts fetching the page, without its anchor, when pointed at or focused", () => {
    const onFocus = jest.fn()
    render(
      <SiteLink to="/the-story-of-coreval#energy-transition" onFocus={onFocus}>
        About
      </SiteLink>
    )
    const link = screen.getByRole("link")
    fireEvent.mouseEnter(link)
    fireEvent.focus(link)
    expect(prefetchSpy).toHaveBeenCalledTimes(2)
    expect(prefetchSpy).toHaveBeenLastCalledWith("/the-story-of-coreval")
    expect(onFocus).toHaveBeenCalledTimes(1)
  })
})
