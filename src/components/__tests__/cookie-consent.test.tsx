import * as React from "react"
import {
  cleanup,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import Cookies from "js-cookie"
import { CookieBanner } from "../cookie-banner"
import { ThirdPartyScripts } from "../third-party-scripts"

const scripts = { analyticsId: "", tagManagerId: "", chatbotUrl: "" }
jest.mock("../../hooks/use-forms-copy")
jest.mock("../../hooks/use-site-config", () => ({
  useSiteConfig: () => ({ scripts }),
}))

const consented = () => document.querySelectorAll("script[data-consented]")

function renderSite() {
  return render(
    <>
      <CookieBanner />
      <ThirdPartyScripts />
    </>
  )
}

// Typing with user-event into several fields takes seconds on a busy 2-core machine.
jest.setTimeout(20_000)

// The banner and the consented scripts are chunks loaded on first render (components/lazy.tsx).
// Both arrive once, here: from then on a wrong render shows at once, so an absence checked right
// after rendering means the gate said no, not that the chunk was still on its way.
beforeAll(async () => {
  Cookies.remove("cookieConsent", { path: "/" })
  render(<CookieBanner />)
  await screen.findByRole("region", { name: /Cookie consent/ })
  cleanup()
  Cookies.set("cookieConsent", "accepted")
  scripts.chatbotUrl = "https://chat.example.net/embed"
  render(<ThirdPartyScripts />)
  await screen.findByRole("button", { name: "Chat with us" })
  cleanup()
})

beforeEach(() => {
  Cookies.remove("cookieConsent", { path: "/" })
  document.head.querySelectorAll("script").forEach((script) => script.remove())
  delete window.dataLayer
  delete window.clarity
  Object.assign(scripts, { analyticsId: "", tagManagerId: "", chatbotUrl: "" })
  jest.spyOn(console, "log").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

describe("cookie banner", () => {
  it("shows while no cookieConsent cookie exists, as a fixed overlay reachable by keyboard", async () => {
    renderSite()
    const banner = await screen.findByRole("region", { name: /Cookie consent/ })
    expect(banner).toHaveClass("fixed", "bottom-0")
    // What the cookie is for, and that nothing optional loads without consent: a short block
    // each, so that the late-painting banner never becomes a phone's largest contentful paint.
    within(banner).getByText("One necessary cookie remembers this choice.")
    within(banner).getByText(
      "Analytics and chatbot scripts load only if you accept."
    )
    const user = userEvent.setup()
    await user.tab()
    expect(
      screen.getByRole("link", { name: "Read our Cookie & Privacy Policy" })
    ).toHaveFocus()
    await user.tab()
    expect(screen.getByRole("button", { name: "Decline" })).toHaveFocus()
  })

  it("stays hidden when a choice is stored, and ignores values it did not write", async () => {
    Cookies.set("cookieConsent", "maybe")
    const { unmount } = renderSite()
    expect(
      await screen.findByRole("region", { name: /Cookie consent/ })
    ).toBeInTheDocument()
    unmount()
    Cookies.set("cookieConsent", "declined")
    renderSite()
    expect(
      screen.queryByRole("region", { name: /Cookie consent/ })
    ).not.toBeInTheDocument()
  })

  it.each([
    ["Accept", "accepted"],
    ["Decline", "declined"],
  ])(
    "%s stores %s for 365 days, hides the banner and logs the choice",
    async (button, value) => {
      const set = jest.spyOn(Cookies, "set")
      renderSite()
      await userEvent
        .setup()
        .click(await screen.findByRole("button", { name: button }))
      expect(Cookies.get("cookieConsent")).toBe(value)
      expect(set).toHaveBeenCalledWith(
        "cookieConsent",
        value,
        expect.objectContaining({ expires: 365, path: "/" })
      )
      expect(console.log).toHaveBeenCalledWith(`Cookie consent: ${value}`)
      expect(
        screen.queryByRole("region", { name: /Cookie consent/ })
      ).not.toBeInTheDocument()
    }
  )
})

describe("third-party scripts", () => {
  it("load nothing by default, even after Accept", async () => {
    renderSite()
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Accept" }))
    expect(consented()).toHaveLength(0)
    expect(
      screen.queryByRole("button", { name: "Chat with us" })
    ).not.toBeInTheDocument()
  })

  it("load the configured analytics, tag manager and chatbot only after Accept", async () => {
    Object.assign(scripts, {
      analyticsId: "abc123",
      tagManagerId: "GTM-TEST1",
      chatbotUrl: "https://chat.example.net/embed",
    })
    renderSite()
    expect(consented()).toHaveLength(0)
    const user = userEvent.setup()
    await user.click(await screen.findByRole("button", { name: "Accept" }))
    await waitFor(() => expect(consented()).toHaveLength(2))
    const sources = [...consented()].map(
      (script) => (script as HTMLScriptElement).src
    )
    expect(sources).toEqual([
      "https://www.clarity.ms/tag/abc123",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST1",
    ])
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: "gtm.js" }),
    ])

    const wrapper = screen.getByTestId("chatbot-wrapper")
    expect(wrapper).not.toBeVisible()
    expect(wrapper.querySelector("iframe")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Chat with us" }))
    expect(wrapper).toBeVisible()
    const frame = screen.getByTitle("Chat assistant")
    expect(frame).toHaveAttribute("src", "https://chat.example.net/embed")
    expect(frame).toHaveClass("min-h-[700px]")
    await user.click(screen.getByRole("button", { name: "Close chat" }))
    expect(wrapper).not.toBeVisible()
  })

  it("load nothing after Decline, nor on a later visit with the choice stored", async () => {
    Object.assign(scripts, {
      analyticsId: "abc123",
      tagManagerId: "GTM-TEST1",
      chatbotUrl: "https://chat.example.net/embed",
    })
    const { unmount } = renderSite()
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Decline" }))
    unmount()
    renderSite()
    expect(consented()).toHaveLength(0)
    expect(
      screen.queryByRole("button", { name: "Chat with us" })
    ).not.toBeInTheDocument()
  })

  it("load on a later visit when Accept is stored", async () => {
    Object.assign(scripts, { tagManagerId: "GTM-TEST1" })
    Cookies.set("cookieConsent", "accepted")
    renderSite()
    await waitFor(() => expect(consented()).toHaveLength(1))
  })
})
