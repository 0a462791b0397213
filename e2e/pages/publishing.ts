import { readFileSync } from "node:fs"
import path from "node:path"
import { axeOn } from "./axe"
import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { BUILD_MARKER, type BuildMarker } from "../../common/panel-content"
import type { PublishStatus } from "../../schemas/publishing"
import { e2eSiteDir } from "../../scripts/e2e-server-port.mjs"

type Headers = { authorization: string }

/** A record made and published through the admin API, as the site then shows it. */
export async function publishedRecord(
  request: APIRequestContext,
  headers: Headers,
  resource: string,
  data: object
) {
  const created = await request.post(`/api/admin/${resource}`, {
    headers,
    data,
  })
  expect(created.status(), resource).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const published = await request.post(`/api/admin/${resource}/${id}/publish`, {
    headers,
    data: {},
  })
  expect(published.status(), `${resource} published`).toBe(200)
  // A blog post and a programme answer with the slug of their page too.
  return (await published.json()) as { id: string; slug?: string }
}

/** axe's findings on the panel's screen as it is, one line per rule. */
export async function panelViolations(page: Page) {
  const results = await axeOn(page).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`
  )
}

/** A record's form in the panel (/admin/{resource}/create or its edit screen): fill, upload, save. */
export class AdminFormPage {
  constructor(
    readonly page: Page,
    readonly resource: string
  ) {}

  readonly elements = {
    field: (label: RegExp) => this.page.getByLabel(label),
    // The record's own image: a page's social image has a second, after it.
    chooseImage: () =>
      this.page.getByRole("button", { name: "Choose image" }).first(),
    picker: () => this.page.getByRole("dialog", { name: "Choose an image" }),
    preview: (alt: string) => this.page.getByRole("img", { name: alt }),
    save: () => this.page.getByRole("button", { name: "Save" }),
    publishAt: () => this.page.getByLabel("Publish at", { exact: true }),
    delete: () => this.page.getByRole("button", { name: "Delete" }),
  }

  async create(
    fields: Record<string, string>,
    image?: string,
    alt = "Consultants round a meeting table, before a screen of cost charts"
  ) {
    await this.page.goto(`/admin/${this.resource}/create`)
    await this.fill(fields)
    if (image) {
      // Uploaded through the media library's picker, described before it can be used.
      await this.elements.chooseImage().click()
      const picker = this.elements.picker()
      await picker.getByRole("tab", { name: "Upload" }).click()
      await picker.locator('input[type="file"]').setInputFiles(image)
      await picker.getByRole("textbox", { name: "Alt text" }).fill(alt)
      await picker.getByRole("button", { name: "Use this image" }).click()
      await expect(picker).toBeHidden()
      // The form shows the stored image with its alt text: loaded, not blocked.
      await expect(this.elements.preview(alt)).toBeVisible()
      await expect
        .poll(() =>
          this.elements
            .preview(alt)
            .evaluate((img: HTMLImageElement) =>
              img.complete ? img.naturalWidth : 0
            )
        )
        .toBeGreaterThan(0)
    }
    return this.save()
  }

  async edit(id: string, fields: Record<string, string>) {
    await this.page.goto(`/admin/${this.resource}/${id}`)
    await expect(this.elements.field(/^Title/)).not.toHaveValue("")
    await this.fill(fields)
    return this.save()
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      await this.elements.field(new RegExp(`^${label}`)).fill(value)
    }
  }

  /** Publish at, in the browser's own time, the minute `ms` from now falls in. */
  async scheduleIn(ms: number) {
    const local = await this.page.evaluate((ahead) => {
      const at = new Date(Date.now() + ahead)
      const pad = (n: number) => String(n).padStart(2, "0")
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
    }, ms)
    await this.elements.publishAt().fill(local)
  }

  async save() {
    await this.elements.save().click()
    await expect(this.page).toHaveURL(
      new RegExp(`/admin/${this.resource}/[^/]+/show$`)
    )
    return this.page.url().split("/").at(-2)!
  }
}

/** A record's page in the panel (/admin/{resource}/{id}/show) and its workflow actions. */
export class RecordPage {
  constructor(
    readonly page: Page,
    readonly resource: string,
    readonly id: string
  ) {}

  readonly elements = {
    state: () =>
      this.page.locator("main .MuiChip-root").filter({
        hasText: /^(Draft|Published|Changed since published|Scheduled)/,
      }),
    publish: () =>
      this.page.getByRole("button", { name: "Publish", exact: true }),
    preview: () => this.page.getByRole("button", { name: "Preview" }),
    previewLink: () => this.page.getByRole("textbox", { name: "Preview link" }),
    closeDialog: () =>
      this.page.getByRole("dialog").getByRole("button", { name: "Close" }),
    history: () => this.page.getByRole("link", { name: "History" }),
    liveStatus: () => this.page.getByTestId("live-status"),
    openPage: () =>
      this.elements.liveStatus().getByRole("link", { name: "Open its page" }),
  }

  async goto() {
    await this.page.goto(`/admin/${this.resource}/${this.id}/show`)
    await expect(this.elements.state()).toBeVisible()
  }

  async publish() {
    await this.elements.publish().click()
    await expect(this.elements.liveStatus()).toBeVisible()
  }

  /** Asks for a preview link and reads it from the dialog, which stays open. */
  async previewLink() {
    await this.elements.preview().click()
    await expect(this.elements.previewLink()).toHaveValue(/\/preview\/\S{43}$/)
    return this.elements.previewLink().inputValue()
  }
}

/** A record's History (/admin/{resource}/{id}/history): its saves, and their restore. */
export class HistoryPage {
  constructor(
    readonly page: Page,
    readonly resource: string,
    readonly id: string
  ) {}

  readonly elements = {
    version: (n: number) =>
      this.page.getByRole("listitem", { name: new RegExp(`^Version ${n},`) }),
    restore: (n: number) =>
      this.elements
        .version(n)
        .getByRole("button", { name: "Restore as a new draft" }),
    confirm: () => this.page.getByRole("button", { name: "Confirm" }),
  }

  async goto() {
    await this.page.goto(`/admin/${this.resource}/${this.id}/history`)
    await expect(this.elements.version(1)).toBeVisible()
  }

  async restore(n: number) {
    await this.elements.restore(n).click()
    await this.elements.confirm().click()
    await expect(this.page).toHaveURL(
      new RegExp(`/admin/${this.resource}/${this.id}/show$`)
    )
  }
}

/** A list of the panel that names its rows by text: Trash, Releases, a resource's list. */
export class PanelListPage {
  constructor(
    readonly page: Page,
    readonly path: string
  ) {}

  readonly elements = {
    row: (text: string | RegExp) =>
      this.page.getByRole("row").filter({ hasText: text }),
    rows: () => this.page.locator("tbody tr"),
    confirm: () => this.page.getByRole("button", { name: "Confirm" }),
  }

  async goto() {
    await this.page.goto(`/admin/${this.path}`)
  }

  async click(row: string | RegExp | number, button: string) {
    const target =
      typeof row === "number"
        ? this.elements.rows().nth(row)
        : this.elements.row(row)
    await target.getByRole("button", { name: button }).click()
  }
}

/** The publishing state in the panel's app bar, the pause banner, and the API behind them. */
export class PublishBar {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
    readonly headers: Headers
  ) {}

  readonly elements = {
    state: () => this.page.getByTestId("publish-state"),
    publishNow: () => this.page.getByRole("button", { name: "Publish now" }),
    paused: () => this.page.getByText(/^Automatic publishing is paused:/),
    resume: () => this.page.getByRole("button", { name: "Resume publishing" }),
  }

  async status() {
    const response = await this.request.get("/api/admin/publish", {
      headers: this.headers,
    })
    expect(response.ok()).toBe(true)
    return (await response.json()) as PublishStatus
  }

  /** Waits until a build that finished after `since` is the live site; a failed build fails. */
  async published(since: number, timeout = 15 * 60_000) {
    await expect
      .poll(
        async () => {
          const status = await this.status()
          if (status.state === "failed")
            throw new Error(`build failed: ${status.error}`)
          return (
            status.state === "idle" && Date.parse(status.builtAt ?? "") > since
          )
        },
        { timeout, intervals: [250, 500, 1000] }
      )
      .toBe(true)
  }
}

/**
 * The publishing journeys publish through the server under test, whose builds keep the API
 * address the live site was built with: a site built for another address would call the wrong
 * server, so they stop at once and say how to fix it.
 */
export function expectLiveSiteBuiltFor(baseURL: string | undefined) {
  const marker = JSON.parse(
    readFileSync(path.join(e2eSiteDir, "live", BUILD_MARKER), "utf8")
  ) as BuildMarker
  expect(
    ["", baseURL],
    `the live site was built for the API at ${marker.apiUrl}: run npm test, or set E2E_PORT to its port`
  ).toContain(marker.apiUrl)
}
