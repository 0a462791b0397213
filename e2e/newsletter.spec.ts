import { expect, test } from "@playwright/test"
import {
  countSubmits,
  storedContacts,
  unique,
  formsOn,
} from "./pages/visitor-forms"

const upload = "/newsletter/upload"

test.describe("newsletter", () => {
  test("subscribes end to end: a spinner in a disabled button, the toast, a cleared input, one stored record", async ({
    page,
    request,
  }) => {
    const forms = await formsOn(page, "/cost-and-value-philosophy")
    const form = forms.parts.newsletter()
    const email = `news-${unique()}@example.com`
    const input = form.getByLabel("E-mail address")
    await expect(input).toHaveAttribute("type", "email")
    await expect(input).toHaveAttribute("required", "")
    await input.fill(email)

    const release = await forms.hold(upload)
    await form.getByRole("button", { name: "Subscribe" }).click()
    const busy = form.getByRole("button", { name: "Subscribing" })
    await expect(busy.locator("svg.animate-spin")).toBeVisible()
    await expect(busy).toBeDisabled()
    // Its own loading state: the contact form beside it stays usable.
    await expect(
      forms.parts.bookSession().getByRole("button", { name: "Book Session" })
    ).toBeEnabled()
    await release()

    await expect(
      forms.parts.toast("Newsletter Subscribed Succefully")
    ).toBeVisible()
    await expect(input).toHaveValue("")
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled()
    const stored = await storedContacts(request, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email, source: "newsletter" })

    // Signing up again is not an error, and the address is still stored once. The first toast
    // is closed first, so the second is told apart from it without racing its 5 s timer.
    const toast = forms.parts.toast("Newsletter Subscribed Succefully")
    await toast.getByRole("button", { name: "close" }).click()
    await expect(toast).toHaveCount(0)
    await page.unroute(`**${upload}`)
    await input.fill(email)
    const response = page.waitForResponse(`**${upload}`)
    await input.press("Enter")
    expect((await response).ok()).toBe(true)
    await expect(toast).toBeVisible()
    expect(await storedContacts(request, email)).toHaveLength(1)
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("a failing server keeps the address, shows the message and re-enables the button", async ({
    page,
    request,
  }) => {
    const forms = await formsOn(page, "/cost-and-value-philosophy")
    const form = forms.parts.newsletter()
    const email = `news-fail-${unique()}@example.com`
    await form.getByLabel("E-mail address").fill(email)
    await forms.sendFailing(
      form,
      "Subscribe",
      upload,
      "The mailing list is being moved"
    )
    await expect(form.getByLabel("E-mail address")).toHaveValue(email)

    await page.reload()
    await forms.ready()
    await expect(
      forms.parts.newsletter().getByLabel("E-mail address")
    ).toHaveValue(email)
    expect(await storedContacts(request, email)).toEqual([])
    expect(forms.unexpectedErrors()).toEqual([])
  })

  test("the browser refuses an address that is not one", async ({ page }) => {
    const forms = await formsOn(page, "/cost-and-value-philosophy")
    const form = forms.parts.newsletter()
    const submits = await countSubmits(form)
    await form.getByLabel("E-mail address").fill("not an address")
    await form.getByRole("button", { name: "Subscribe" }).click()
    expect(await submits()).toBe(0)
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled()
  })
})
