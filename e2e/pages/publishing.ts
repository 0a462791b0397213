import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { BUILD_MARKER, type BuildMarker } from "../../common/panel-content"

type Headers = { authorization: string }

/** A record's create form in the panel (/admin/{resource}/create): fill, upload, save. */
export class AdminFormPage {
  constructor(
    readonly page: Page,
    readonly resource: string
  ) {}

  readonly elements = {
    field: (label: RegExp) => this.page.getByLabel(label),
    imageFile: () => this.page.locator('input[type="file"]'),
    preview: () =>
      this.page.getByRole("img", { name: "The image as it is now" }),
    save: () => this.page.getByRole("button", { name: "Save" }),
  }

  async create(fields: Record<string, string>, image?: string) {
    await this.page.goto(`/admin/${this.resource}/create`)
    for (const [label, value] of Object.entries(fields)) {
      await this.elements.field(new RegExp(`^${label}`)).fill(value)
    }
    if (image) {
      await this.elements.imageFile().setInputFiles(image)
      // The chosen file is previewed before it is saved, through a blob: URL: loaded, not blocked.
      await expect(this.elements.preview()).toBeVisible()
      await expect
        .poll(() =>
          this.elements
            .preview()
            .evaluate((img: HTMLImageElement) =>
              img.complete ? img.naturalWidth : 0
            )
        )
        .toBeGreaterThan(0)
    }
    await this.elements.save().click()
    await expect(this.page).toHaveURL(
      new RegExp(`/admin/${this.resource}/[^/]+/show$`)
    )
    return this.page.url().split("/").at(-2)!
  }
}

/** The publishing state in the panel's app bar, and the API behind it. */
export class PublishBar {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
    readonly headers: Headers
  ) {}

  readonly elements = {
    state: () => this.page.getByTestId("publish-state"),
    publishNow: () => this.page.getByRole("button", { name: "Publish now" }),
  }

  async status() {
    const response = await this.request.get("/api/admin/publish", {
      headers: this.headers,
    })
    expect(response.ok()).toBe(true)
    return (await response.json()) as {
      state: string
      builtAt: string | null
      error: string | null
    }
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
        { timeout, intervals: [2000] }
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
    readFileSync(
      path.join(__dirname, "..", "..", ".site", "live", BUILD_MARKER),
      "utf8"
    )
  ) as BuildMarker
  expect(
    ["", baseURL],
    `the live site was built for the API at ${marker.apiUrl}: run npm test, or set E2E_PORT to its port`
  ).toContain(marker.apiUrl)
}
