import { expect, type APIRequestContext, type Page } from "@playwright/test"

type Headers = { authorization: string }

/** A content file's editor in the panel's Site pages (/admin/site-files/{path}). */
export class SiteFileEditor {
  constructor(
    readonly page: Page,
    // The file's path under content/ (pages/faq.json).
    readonly path: string
  ) {}

  get url() {
    return `/admin/site-files/${encodeURIComponent(this.path)}`
  }

  readonly elements = {
    saveDraft: () => this.page.getByRole("button", { name: "Save draft" }),
    saved: () =>
      this.page.getByText("Draft saved. The site shows it once you publish."),
    refusal: () =>
      this.page.getByRole("alert").filter({ hasText: "Not saved" }),
    publish: () =>
      this.page.getByRole("button", { name: "Publish", exact: true }),
    backToShipped: () =>
      this.page.getByRole("button", { name: "Back to the shipped file" }),
    confirm: () =>
      this.page.getByRole("dialog").getByRole("button", { name: "Confirm" }),
    preview: () => this.page.getByRole("button", { name: "Preview" }),
    previewLink: () => this.page.getByRole("textbox", { name: "Preview link" }),
    closeDialog: () =>
      this.page.getByRole("dialog").getByRole("button", { name: "Close" }),
    history: () => this.page.getByRole("link", { name: "History" }),
    liveStatus: () => this.page.getByTestId("live-status"),
    // A list of the file's form ("Faqs (9)") and its items.
    list: (name: string) =>
      this.page.getByRole("group", { name: new RegExp(`^${name} \\(\\d+\\)`) }),
    // The MDX editor's source view.
    // An item of such a list, by its number ("10", or "1: Which remuneration model…").
    item: (list: string, n: number) =>
      this.elements
        .list(list)
        .getByRole("listitem", { name: new RegExp(`^${n}\\b`) })
        .first(),
    // The MDX editor's source view, and a key figure of its blocks.
    sourceSwitch: () =>
      this.page.getByRole("switch", { name: "Edit as MDX source" }),
    source: () => this.page.getByRole("textbox", { name: "MDX source" }),
    figure: (n: number) =>
      this.page.getByRole("textbox", { name: `Figure ${n}`, exact: true }),
  }

  async goto() {
    await this.page.goto(this.url)
    await expect(this.elements.saveDraft()).toBeVisible()
  }

  async saveDraft() {
    // The form also saves itself 3 s after typing stops: when that came first, the button has
    // nothing left to save and stays disabled, and the autosave's status says when it is saved.
    const clicked = await this.elements
      .saveDraft()
      .click({ timeout: 5_000 })
      .then(
        () => true,
        () => false
      )
    if (clicked) await expect(this.elements.saved()).toBeVisible()
    else {
      await expect(this.elements.saveDraft()).toBeDisabled()
      await expect(
        this.page.getByRole("status").filter({ hasText: /^Saved \d/ })
      ).toBeVisible()
    }
  }

  /** Asks for a preview link of what the form holds, and reads it from the dialog. */
  async previewLink() {
    await this.elements.preview().click()
    await expect(this.elements.previewLink()).toHaveValue(/\/preview\/\S{43}$/)
    const link = await this.elements.previewLink().inputValue()
    await this.elements.closeDialog().click()
    return link
  }

  async publish() {
    await this.elements.publish().click()
    await expect(this.elements.liveStatus()).toContainText(
      "waiting for the site to be built"
    )
  }

  async backToShipped() {
    await this.elements.backToShipped().click()
    await this.elements.confirm().click()
    await expect(this.elements.confirm()).toBeHidden()
  }
}

/** A content file as the admin API has it: its text, state and version. */
export async function siteFile(
  request: APIRequestContext,
  headers: Headers,
  path: string
) {
  const response = await request.get(
    `/api/admin/site-files/${encodeURIComponent(path)}`,
    { headers }
  )
  expect(response.status(), path).toBe(200)
  return (await response.json()) as {
    text: string
    shipped: string
    state: string
    status: string
    version: number
  }
}
