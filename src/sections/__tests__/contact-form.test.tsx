import * as React from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import {
  type CountryCode,
  getCountries,
  getExampleNumber,
} from "libphonenumber-js/min"
import examples from "libphonenumber-js/examples.mobile.json"
import { ContactForm } from "../contact-form"
import { ApiError, api } from "../../lib/api"
import { collections } from "../../lib/collections"
import { dialCode } from "../../lib/country-codes"
import { notify } from "../../lib/notify"

jest.mock("../../hooks/use-forms-copy")
jest.mock("../../hooks/use-site-config")
jest.mock("../../lib/notify")

const contact = {
  id: "c1",
  _id: "c1",
  email: "ada@example.com",
  source: "session",
} as never
let sendContact: jest.SpyInstance

// Typing with user-event into several fields takes seconds on a busy 2-core machine.
jest.setTimeout(20_000)

beforeEach(() => {
  sessionStorage.clear()
  collections.contacts.reset()
  jest.mocked(notify.success).mockClear()
  jest.mocked(notify.error).mockClear()
  sendContact = jest.spyOn(api, "sendContact")
})
afterEach(() => sendContact.mockRestore())

function renderBookSession() {
  return render(
    <ContactForm source="session" withCountryCode submitLabel="Book Session" />
  )
}

async function fillIn(withCountry: boolean) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace")
  await user.type(screen.getByLabelText("E-mail"), "ada@example.com")
  if (withCountry) {
    await user.click(screen.getByLabelText("Country code"))
    await screen.findByRole("option", { name: "Netherlands (+31)" })
    await user.selectOptions(screen.getByLabelText("Country code"), "NL")
  }
  await user.type(screen.getByLabelText("Mobile number"), "612345678")
  await user.type(screen.getByLabelText("Subject"), "Tender review")
  await user.type(
    screen.getByLabelText("Message"),
    "Please review our drilling tender."
  )
  return user
}

describe("ContactForm (Book Session)", () => {
  it("asks for every field, the e-mail as one, the number as a phone number with autofill", () => {
    renderBookSession()
    for (const label of [
      "Name",
      "E-mail",
      "Country code",
      "Mobile number",
      "Subject",
      "Message",
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired()
    }
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email")
    expect(screen.getByLabelText("Mobile number")).toHaveAttribute(
      "type",
      "tel"
    )
    expect(screen.getByLabelText("Mobile number")).toHaveAttribute(
      "autocomplete",
      "tel"
    )
  })

  it("lists about 240 country codes from the library's metadata", async () => {
    renderBookSession()
    await screen.findByRole("option", { name: "United Kingdom (+44)" })
    const count = screen.getAllByRole("option").length - 1
    expect(count).toBeGreaterThanOrEqual(230)
    expect(count).toBeLessThanOrEqual(260)
  })

  it("sends the code joined to the number with source session, shows Sending..., then clears and toasts", async () => {
    let finish: (value: unknown) => void = () => undefined
    sendContact.mockImplementation(
      () => new Promise((resolve) => (finish = resolve))
    )
    renderBookSession()
    const user = await fillIn(true)
    await user.click(screen.getByRole("button", { name: "Book Session" }))

    const button = screen.getByRole("button", { name: "Sending..." })
    expect(button).toBeDisabled()
    expect(button.className).toContain("disabled:opacity-60")
    expect(sendContact).toHaveBeenCalledWith("coreval", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      countryCode: "+31",
      number: "+31 612345678",
      reason: "Tender review",
      message: "Please review our drilling tender.",
      source: "session",
    })

    await act(async () =>
      finish({ Contact: contact, message: "Contact request received" })
    )
    expect(notify.success).toHaveBeenCalledWith("Session Booked Succefully")
    expect(screen.getByLabelText("Name")).toHaveValue("")
    expect(screen.getByLabelText("Message")).toHaveValue("")
    expect(screen.getByLabelText("Country code")).toHaveValue("")
    expect(screen.getByRole("button", { name: "Book Session" })).toBeEnabled()
    expect(collections.contacts.get().data).toEqual([contact])
    expect(sessionStorage.getItem("draft:contact-session")).toBeNull()
  })

  it("on failure shows the server's message, keeps every field and re-enables the button", async () => {
    sendContact.mockRejectedValue(
      new ApiError("body/number must match pattern", 400)
    )
    renderBookSession()
    const user = await fillIn(true)
    await user.click(screen.getByRole("button", { name: "Book Session" }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        "body/number must match pattern"
      )
    )
    expect(notify.success).not.toHaveBeenCalled()
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace")
    expect(screen.getByLabelText("Country code")).toHaveValue("NL")
    expect(screen.getByLabelText("Message")).toHaveValue(
      "Please review our drilling tender."
    )
    expect(screen.getByRole("button", { name: "Book Session" })).toBeEnabled()
    expect(collections.contacts.get().data).toEqual([])
  })

  it("keeps a draft that a new render (a reload) restores, country code included", async () => {
    const { unmount } = renderBookSession()
    await fillIn(true)
    unmount()
    renderBookSession()
    await waitFor(() =>
      expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace")
    )
    await waitFor(() =>
      expect(screen.getByLabelText("Country code")).toHaveValue("NL")
    )
    expect(screen.getByLabelText("Subject")).toHaveValue("Tender review")
  })
})

describe("ContactForm (Book Session): a full international number", () => {
  // The library's example mobile numbers: countries that share a dial prefix (Canada and the US,
  // Jersey and the UK, Kazakhstan and Russia) and every 40th country of its list.
  const countries = [
    ...new Set<CountryCode>([
      "CA",
      "JE",
      "KZ",
      ...getCountries().filter((_, index) => index % 40 === 0),
    ]),
  ]
  const international = countries.map((country) => ({
    country,
    full: getExampleNumber(country, examples)!.formatInternational(),
  }))

  const number = () => screen.getByLabelText("Mobile number")
  const countryCode = () => screen.getByLabelText("Country code")

  it("pasted, selects its country code, keeps the national part and sends them joined", async () => {
    sendContact.mockResolvedValue({ Contact: contact, message: "ok" })
    renderBookSession()
    for (const [label, value] of [
      ["Name", "Ada Lovelace"],
      ["E-mail", "ada@example.com"],
      ["Subject", "Tender review"],
      ["Message", "Call me."],
    ])
      fireEvent.input(screen.getByLabelText(label), { target: { value } })
    const user = userEvent.setup()
    await user.click(number())
    await user.paste("+44 20 7946 0958")

    await waitFor(() => expect(countryCode()).toHaveValue("GB"))
    expect(number()).toHaveValue("20 7946 0958")
    expect(
      screen.getByRole("option", { name: "United Kingdom (+44)" })
    ).toHaveProperty("selected", true)
    await user.click(screen.getByRole("button", { name: "Book Session" }))
    await waitFor(() => expect(sendContact).toHaveBeenCalled())
    expect(sendContact.mock.calls[0][1]).toMatchObject({
      countryCode: "+44",
      number: "+44 20 7946 0958",
    })
  })

  it.each(international)(
    "autofilled as $full ($country), selects its country code and keeps the rest",
    async ({ full }) => {
      renderBookSession()
      // What a browser's autofill does: sets the value, then fires input.
      fireEvent.input(number(), { target: { value: full } })
      await waitFor(() => expect(countryCode()).not.toHaveValue(""))
      // A country whose numbers share its prefix's ranges (the Isle of Man's with the UK's) may
      // be given as the prefix's main one: the number sent is the same.
      const dial = dialCode((countryCode() as HTMLSelectElement).value)
      expect(`${dial} ${(number() as HTMLInputElement).value}`).toBe(full)
    }
  )

  it("left as it is when it is not a country's number, or typed over before it was read", async () => {
    renderBookSession()
    fireEvent.input(number(), { target: { value: "+800 1234 5678" } })
    await act(() => import("../../lib/international-number"))
    expect(countryCode()).toHaveValue("")
    expect(number()).toHaveValue("+800 1234 5678")

    fireEvent.input(number(), { target: { value: "+44 20 7946 0958" } })
    fireEvent.input(number(), { target: { value: "612345678" } })
    await act(() => import("../../lib/international-number"))
    expect(countryCode()).toHaveValue("")
    expect(number()).toHaveValue("612345678")
  })
})

describe("ContactForm's honeypot", () => {
  const trap = () =>
    document.querySelector<HTMLInputElement>('input[name="website"]')!

  it("is hidden from people and assistive technology, out of the tab order, never autofilled", () => {
    renderBookSession()
    expect(trap()).toBeInTheDocument()
    expect(trap().closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap()).toHaveAttribute("tabindex", "-1")
    expect(trap()).toHaveAttribute("autocomplete", "off")
    expect(trap()).not.toBeRequired()
    expect(
      screen.queryByRole("textbox", { name: "Website" })
    ).not.toBeInTheDocument()
  })

  it("sends what a robot put in it, and answers like any other request", async () => {
    sendContact.mockResolvedValue({ Contact: contact, message: "ok" })
    renderBookSession()
    const user = await fillIn(true)
    trap().value = "https://cheap-pills.example"
    await user.click(screen.getByRole("button", { name: "Book Session" }))
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Session Booked Succefully")
    )
    expect(sendContact.mock.calls[0][1]).toMatchObject({
      name: "Ada Lovelace",
      website: "https://cheap-pills.example",
    })
    expect(trap()).toHaveValue("")
    expect(sessionStorage.getItem("draft:contact-session")).toBeNull()
  })
})

describe("ContactForm (request modal)", () => {
  it("has no country code, sends countryCode undefined and source rfq, and reports success", async () => {
    sendContact.mockResolvedValue({ Contact: contact, message: "ok" })
    const onSent = jest.fn()
    render(
      <ContactForm
        source="rfq"
        withCountryCode={false}
        submitLabel="Send Request"
        onSent={onSent}
      />
    )
    expect(screen.queryByLabelText("Country code")).not.toBeInTheDocument()
    const user = await fillIn(false)
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() => expect(onSent).toHaveBeenCalled())
    const body = sendContact.mock.calls[0][1]
    expect(body).toMatchObject({ number: "612345678", source: "rfq" })
    expect(body.countryCode).toBeUndefined()
    expect(notify.success).toHaveBeenCalledWith("Session Booked Succefully")
  })
})
