import { expect, test } from "@playwright/test"
import forms from "../content/data/forms.json"
import {
  countSubmits,
  storedContacts,
  unique,
  formsOn,
  VisitorForms,
} from "./pages/visitor-forms"

const upload = "/contact/upload"

const visitor = (email: string) => ({
  name: "Ada Lovelace",
  email,
  country: "Netherlands (+31)",
  number: "612 345 678",
  reason: "Review of our drilling tender",
  message:
    "We tender a two-rig drilling campaign next quarter and want a second opinion on the remuneration model.",
})

test.describe("Book Session form", () => {
  test("sends a session request end to end: Sending..., the toast, cleared fields, and the record stored with the code joined", async ({
    page,
    request,
  }) => {
    const forms_ = await formsOn(page)
    const form = forms_.parts.bookSession()
    const email = `ada-${unique()}@example.com`
    const fields = visitor(email)
    await forms_.fillContact(form, fields)

    const select = form.getByLabel("Country code")
    const options = await select.locator("option").count()
    expect(options - 1).toBeGreaterThanOrEqual(230)
    expect(options - 1).toBeLessThanOrEqual(260)

    const release = await forms_.hold(upload)
    await form.getByRole("button", { name: "Book Session" }).click()
    const sending = form.getByRole("button", { name: "Sending..." })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveCSS("opacity", "0.6")
    await release()

    await expect(forms_.parts.toast("Session Booked Succefully")).toBeVisible()
    for (const label of [
      "Name",
      "E-mail",
      "Mobile number",
      "Subject",
      "Message",
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("")
    }
    await expect(select).toHaveValue("")
    await expect(
      form.getByRole("button", { name: "Book Session" })
    ).toBeEnabled()

    const stored = await storedContacts(request, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: fields.name,
      email,
      countryCode: "+31",
      number: "+31 612 345 678",
      reason: fields.reason,
      message: fields.message,
      source: "session",
    })

    // Nothing of the sent request is left to come back after a reload.
    await page.reload()
    await forms_.ready()
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("")
    expect(forms_.unexpectedErrors()).toEqual([])
  })

  test("the number is a tel input; a full international number autofilled in it selects its country code, and the joined number is stored", async ({
    page,
    request,
  }) => {
    const forms_ = await formsOn(page)
    const form = forms_.parts.bookSession()
    const number = form.getByLabel("Mobile number")
    await expect(number).toHaveAttribute("type", "tel")
    await expect(number).toHaveAttribute("autocomplete", "tel")
    const email = `intl-${unique()}@example.com`
    // No country chosen: the number brings its own, as autofill or a paste gives it.
    await forms_.fillContact(form, {
      ...visitor(email),
      country: undefined,
      number: "+44 20 7946 0958",
    })
    await expect(form.getByLabel("Country code")).toHaveValue("GB")
    await expect(number).toHaveValue("20 7946 0958")

    await form.getByRole("button", { name: "Book Session" }).click()
    await expect(forms_.parts.toast("Session Booked Succefully")).toBeVisible()
    const [stored] = await storedContacts(request, email)
    expect(stored).toMatchObject({
      countryCode: "+44",
      number: "+44 20 7946 0958",
      source: "session",
    })
    expect(forms_.unexpectedErrors()).toEqual([])
  })

  test("the browser refuses an incomplete form and nothing is sent", async ({
    page,
  }) => {
    const forms_ = await formsOn(page)
    const form = forms_.parts.bookSession()
    const submits = await countSubmits(form)
    await form.getByLabel("Name", { exact: true }).fill("Ada Lovelace")
    await form.getByLabel("E-mail", { exact: true }).fill("not-an-address")
    await form.getByRole("button", { name: "Book Session" }).click()
    const valid = await form.evaluate((element) =>
      (element as HTMLFormElement).checkValidity()
    )
    expect(valid).toBe(false)
    const number = form.getByLabel("Mobile number")
    await number.fill("call me")
    expect(
      await number.evaluate(
        (input) => (input as HTMLInputElement).validity.patternMismatch
      )
    ).toBe(true)
    await number.fill("+31 (0)6-1234 5678")
    expect(
      await number.evaluate(
        (input) => (input as HTMLInputElement).validity.valid
      )
    ).toBe(true)
    // The browser stopped the form before its submit event, so the page never sent it.
    expect(await submits()).toBe(0)
  })

  test("a failing server shows its message, keeps every field and re-enables the button", async ({
    page,
    request,
  }) => {
    const forms_ = await formsOn(page)
    const form = forms_.parts.bookSession()
    const email = `fail-${unique()}@example.com`
    const fields = visitor(email)
    await forms_.fillContact(form, fields)

    await forms_.sendFailing(
      form,
      "Book Session",
      upload,
      "The contact store is not answering"
    )
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(
      fields.name
    )
    await expect(form.getByLabel("Country code")).toHaveValue("NL")
    await expect(form.getByLabel("Message")).toHaveValue(fields.message)

    // Without a JSON message the visitor still reads plain language, not a status code.
    await page.unroute(`**${upload}`)
    await forms_.failWith500(upload, "<html>Internal Server Error</html>")
    await form.getByRole("button", { name: "Book Session" }).click()
    await expect(
      forms_.parts.toast(
        "Something went wrong on our side. Please try again in a few minutes."
      )
    ).toBeVisible()
    await expect(form.getByLabel("Subject")).toHaveValue(fields.reason)

    expect(await storedContacts(request, email)).toEqual([])
    expect(forms_.unexpectedErrors()).toEqual([])
  })

  test("a draft survives a reload, country code included", async ({ page }) => {
    const forms_ = await formsOn(page)
    const fields = visitor(`draft-${unique()}@example.com`)
    await forms_.fillContact(forms_.parts.bookSession(), fields)
    await page.reload()
    await forms_.ready()
    const form = forms_.parts.bookSession()
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(
      fields.name
    )
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(
      fields.email
    )
    await expect(form.getByLabel("Country code")).toHaveValue("NL")
    await expect(form.getByLabel("Message")).toHaveValue(fields.message)
  })

  test("works with the keyboard alone", async ({ page, request }) => {
    const forms_ = await formsOn(page)
    const form = forms_.parts.bookSession()
    const email = `keys-${unique()}@example.com`
    await form.getByLabel("Name", { exact: true }).focus()
    await page.keyboard.type("Grace Hopper")
    await page.keyboard.press("Tab")
    await page.keyboard.type(email)
    await page.keyboard.press("Tab")
    await expect(form.getByLabel("Country code")).toBeFocused()
    await expect(
      form.getByLabel("Country code").locator("option")
    ).not.toHaveCount(1)
    await page.keyboard.type("United Kingdom")
    await expect(form.getByLabel("Country code")).toHaveValue("GB")
    await page.keyboard.press("Tab")
    await page.keyboard.type("20 7946 0000")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Category strategy")
    await page.keyboard.press("Tab")
    await page.keyboard.type(
      "A category strategy for our valves and actuators."
    )
    await page.keyboard.press("Tab")
    await expect(
      form.getByRole("button", { name: "Book Session" })
    ).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(forms_.parts.toast("Session Booked Succefully")).toBeVisible()
    const [stored] = await storedContacts(request, email)
    expect(stored).toMatchObject({
      countryCode: "+44",
      number: "+44 20 7946 0000",
      source: "session",
    })
  })

  test("is there and works after a client-side navigation made before the footer came near", async ({
    page,
  }) => {
    const forms_ = new VisitorForms(page)
    await forms_.goto("/faq")
    // The footer's code has not been fetched yet: the block is still the server's HTML.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /home page/ })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await forms_.ready()
    await expect(
      forms_.parts.bookSession().getByLabel("Country code").locator("option")
    ).not.toHaveCount(1)
    expect(forms_.unexpectedErrors()).toEqual([])
  })

  test("has no accessibility violations and fits a phone screen", async ({
    page,
  }) => {
    const forms_ = new VisitorForms(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await forms_.goto("/faq")
    await forms_.ready()
    expect(await forms_.accessibilityViolations("#get-in-touch")).toEqual([])
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const form = forms_.parts.bookSession()
    for (const label of ["Name", "Country code", "Mobile number", "Message"]) {
      const box = (await form.getByLabel(label, { exact: true }).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
    await expect(
      page.getByRole("heading", { name: forms.bookSession.title })
    ).toBeVisible()
    expect(forms_.unexpectedErrors()).toEqual([])
  })
})
