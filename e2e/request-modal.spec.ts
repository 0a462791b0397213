import { expect, test, type Page } from "@playwright/test"
import { storedContacts, unique, formsOn } from "./pages/visitor-forms"

const upload = "/contact/upload"

const request_ = (email: string) => ({
  name: "Grace Hopper",
  email,
  number: "+971 4 555 0100",
  reason: "Quotation: materials management",
  message:
    "Please quote the seven-step materials programme for two onshore fields.",
})

// The FAQ page's request modal, opened and filled in by a visitor with a new address.
async function filledRequest(page: Page, prefix: string) {
  const forms = await formsOn(page)
  await forms.parts.requestButton().click()
  const modal = forms.parts.modal()
  const email = `${prefix}-${unique()}@example.com`
  const fields = request_(email)
  await forms.fillContact(modal, fields)
  return { forms, modal, email, fields }
}

test.describe("request modal", () => {
  test("opens from 'Request', labelled by its title, with focus inside and no country code", async ({
    page,
  }) => {
    const forms = await formsOn(page)
    await forms.parts.requestButton().click()
    const modal = forms.parts.modal()
    await expect(modal).toBeVisible()
    await expect(modal).toHaveAttribute("aria-modal", "true")
    await expect(modal.getByLabel("Name", { exact: true })).toBeFocused()
    await expect(modal.getByLabel("Country code")).toHaveCount(0)
    for (const label of [
      "Name",
      "E-mail",
      "Mobile number",
      "Subject",
      "Message",
    ]) {
      await expect(modal.getByLabel(label, { exact: true })).toHaveAttribute(
        "required",
        ""
      )
    }
    expect(await forms.accessibilityViolations("[role=dialog]")).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("closes on Escape and on its close icon, giving focus back to 'Request'", async ({
    page,
  }) => {
    const forms = await formsOn(page)
    const open = forms.parts.requestButton()

    await open.click()
    await expect(forms.parts.modal()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(forms.parts.modal()).toHaveCount(0)
    await expect(open).toBeFocused()

    await open.press("Enter")
    await expect(forms.parts.modal()).toBeVisible()
    await forms.parts.modal().getByRole("button", { name: "Close" }).click()
    await expect(forms.parts.modal()).toHaveCount(0)
    await expect(open).toBeFocused()
  })

  test("traps focus: Tab and Shift+Tab never leave it", async ({ page }) => {
    const forms = await formsOn(page)
    await forms.parts.requestButton().click()
    const modal = forms.parts.modal()
    await expect(modal).toBeVisible()
    for (const key of [
      ...Array(12).fill("Tab"),
      ...Array(12).fill("Shift+Tab"),
    ]) {
      await page.keyboard.press(key)
      expect(
        await modal.evaluate((element) =>
          element.contains(document.activeElement)
        )
      ).toBe(true)
    }
    // A click on the dimmed page behind closes it rather than reaching the page.
    await page.mouse.click(5, 5)
    await expect(modal).toHaveCount(0)
  })

  test("sends a request end to end: Sending..., then it closes, toasts, and the record is stored as rfq", async ({
    page,
    request,
  }) => {
    const { forms, modal, email, fields } = await filledRequest(page, "rfq")

    const release = await forms.hold(upload)
    const sent = page.waitForRequest(`**${upload}`)
    await modal.getByRole("button", { name: "Send Request" }).click()
    // The modal has no country-code selector, so no countryCode in what is sent.
    expect((await sent).postDataJSON()).toEqual({ ...fields, source: "rfq" })
    const sending = modal.getByRole("button", { name: "Sending..." })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveCSS("opacity", "0.6")
    await release()
    await expect(forms.parts.toast("Session Booked Succefully")).toBeVisible()
    await expect(modal).toHaveCount(0)

    const stored = await storedContacts(request, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ ...fields, source: "rfq" })
    expect(stored[0].countryCode || null).toBeNull()

    // Opened again, the form starts empty.
    await forms.parts.requestButton().click()
    await expect(modal.getByLabel("Name", { exact: true })).toHaveValue("")
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("a failing server keeps the modal open with everything typed, and shows the message", async ({
    page,
    request,
  }) => {
    const { forms, modal, email, fields } = await filledRequest(
      page,
      "rfq-fail"
    )
    await forms.sendFailing(
      modal,
      "Send Request",
      upload,
      "Requests are paused for maintenance"
    )
    await expect(modal).toBeVisible()
    await expect(modal.getByLabel("Message")).toHaveValue(fields.message)

    // Closed by mistake and reopened after a reload, the draft is still there.
    await page.keyboard.press("Escape")
    await page.reload()
    await forms.ready()
    await forms.parts.requestButton().click()
    await expect(modal.getByLabel("Name", { exact: true })).toHaveValue(
      fields.name
    )
    await expect(modal.getByLabel("Subject")).toHaveValue(fields.reason)
    expect(await storedContacts(request, email)).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })
})
