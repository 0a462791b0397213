import { expect, request as playwrightRequest, test } from "@playwright/test"
import sharp from "sharp"
import { signInWithToken, unique } from "./pages/admin-list-page"
import { onTestServer, waitForMail, mailsTo, type Mail } from "./pages/mailbox"
import { expectAccessibleEmail, expectUsableScreen } from "./pages/panel-screen"
import { formsOn } from "./pages/visitor-forms"

// The newsletter end to end, with the real SMTP server of scripts/e2e-server.mjs: a visitor signs
// up and confirms by the button of the e-mailed link's page; the newsletter with two blog cards
// reaches them once, its links and images work, and one click on its List-Unsubscribe URL ends the
// subscription, so the next issue does not reach them. Every new panel screen passes axe at 1280 and 390 px.

const confirmLink = (mail: Mail) =>
  /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.parsed.text!)![0]

test("a visitor signs up and confirms, receives the newsletter once, and leaves with one click", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const visitor = `reader-${unique()}@example.com`
  const forms = await formsOn(page)
  const form = forms.parts.newsletter()
  // What the visitor agrees to is on the form.
  await expect(form).toContainText(
    "By subscribing, I ask Coreval to e-mail me its newsletter"
  )
  await form.getByLabel("E-mail address").fill(visitor)
  await form.getByRole("button", { name: "Subscribe" }).click()
  await expect(
    forms.parts.toast("Newsletter Subscribed Succefully")
  ).toBeVisible()

  const [confirmation] = await waitForMail(visitor)
  expect(confirmation.parsed.subject).toBe(
    "Please confirm your subscription to the Coreval newsletter"
  )
  expect(confirmation.parsed.text).toContain("What you signed up for:")
  // Opening the link (as a mail scanner does) confirms nothing until its button is pressed.
  await page.goto(onTestServer(confirmLink(confirmation), baseURL!))
  await page.getByRole("button", { name: "Confirm" }).click()
  await expect(
    page.getByRole("heading", { name: "Your subscription is confirmed" })
  ).toBeVisible()

  // A second reader, who stays, to receive the next issue.
  const stayer = `stayer-${unique()}@example.com`
  await request.post("/api/v1/coreval/newsletter/upload", {
    data: { email: stayer },
  })
  const [stayerMail] = await waitForMail(stayer)
  expect(
    (
      await request.post(onTestServer(confirmLink(stayerMail), baseURL!), {
        form: {},
      })
    ).status()
  ).toBe(200)

  // Two published blogs, one with an uploaded image, seeded through the API.
  const { headers } = await signInWithToken(page, request)
  const png = await sharp({
    create: { width: 64, height: 40, channels: 3, background: "#1d4ed8" },
  })
    .png()
    .toBuffer()
  const upload = await request.post("/api/admin/uploads", {
    headers: { ...headers, "content-type": "image/png" },
    data: png,
  })
  expect(upload.status()).toBe(201)
  const image = (await upload.json()).url as string
  // A record whose image has no alt text is not published: the library's item gets one.
  const filter = encodeURIComponent(JSON.stringify({ src: image }))
  const [item] = (await (
    await request.get(`/api/admin/media?filter=${filter}`, { headers })
  ).json()) as { id: string }[]
  const described = await request.put(`/api/admin/media/${item.id}`, {
    headers,
    data: { alt: "A blue card" },
  })
  expect(described.status()).toBe(200)
  const titles = [`Tender traps ${unique()}`, `Rates are not cost ${unique()}`]
  const blogs = []
  for (const title of titles) {
    const created = await request.post("/api/admin/blogs", {
      headers,
      data: {
        title,
        excerpt: `What ${title} means for your next contract.`,
        content: "<p>Body.</p>",
        image,
        category: "Article",
      },
    })
    const blog = await created.json()
    if (blog.status === "draft")
      await request.post(`/api/admin/blogs/${blog.id}/publish`, { headers })
    blogs.push(blog)
  }

  // The editor writes the issue in the panel, picks the two blogs and previews the e-mail.
  const subject = `Autumn letter ${unique()}`
  await page.goto("/admin/newsletters/create")
  await page.getByLabel(/^Subject/).fill(subject)
  await page
    .getByLabel(/^Introduction/)
    .fill("<p>Two reads for your next tender.</p>")
  for (const title of titles)
    await page.getByRole("checkbox", { name: title }).check()
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page).toHaveURL(/\/admin\/newsletters\/[^/]+$/)
  const preview = page.frameLocator(
    'iframe[title="The newsletter e-mail as HTML"]'
  )
  await expect(preview.getByRole("heading", { name: titles[0] })).toBeVisible()
  await page.getByRole("tab", { name: "As plain text" }).click()
  await expect(page.locator("pre")).toContainText(titles[1])
  await page.getByRole("tab", { name: "As HTML" }).click()
  await expectUsableScreen(page, "a newsletter's editor")

  await page.getByRole("button", { name: "Send a test to me" }).click()
  await expect(page.getByText(/A test copy is on its way/)).toBeVisible()
  await page.getByRole("button", { name: "Send to subscribers" }).click()
  const dialog = page.getByRole("dialog", { name: "Send this newsletter?" })
  await dialog.getByRole("button", { name: "Send to subscribers" }).click()
  await expect(page).toHaveURL(/\/admin\/newsletters\/[^/]+\/show$/)
  // The page follows the sending until every e-mail has gone.
  await expect(
    page.getByText(/^\d+ sent, 0 waiting, 0 failed, of \d+$/)
  ).toBeVisible({ timeout: 30_000 })
  await expectUsableScreen(page, "a newsletter being followed")

  // It arrives once, its links open the blogs, its images load.
  const [issue] = await waitForMail(
    visitor,
    (mail) => mail.parsed.subject === subject
  )
  expect(
    (await mailsTo(visitor)).filter((mail) => mail.parsed.subject === subject)
  ).toHaveLength(1)
  const html = String(issue.parsed.html)
  for (const [index, blog] of blogs.entries()) {
    const link = new RegExp(`href="(https://[^"]+/blog/${blog.slug})"`).exec(
      html
    )![1]
    await page.goto(onTestServer(link, baseURL!))
    await expect(
      page.getByRole("heading", { name: titles[index] })
    ).toBeVisible()
  }
  const images = [...html.matchAll(/<img src="([^"]+)"/g)].map(
    (match) => match[1]
  )
  expect(images).toHaveLength(2)
  for (const src of images) {
    const response = await request.get(onTestServer(src, baseURL!))
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/png")
  }

  await expectAccessibleEmail(page, html)

  // One click, as a mailbox provider makes it: a POST with no cookie or token.
  const unsubscribe = /^<(.+)>$/.exec(issue.header("List-Unsubscribe")!)![1]
  expect(issue.header("List-Unsubscribe-Post")).toBe(
    "List-Unsubscribe=One-Click"
  )
  expect(html).toContain(unsubscribe.replaceAll("&", "&amp;"))
  const anonymous = await playwrightRequest.newContext({ baseURL })
  const left = await anonymous.post(onTestServer(unsubscribe, baseURL!), {
    form: { "List-Unsubscribe": "One-Click" },
  })
  expect(left.status()).toBe(200)
  expect(await left.text()).toContain("You are unsubscribed")
  await anonymous.dispose()

  // The next issue reaches the reader who stayed, and not the one who left.
  const next = `Winter letter ${unique()}`
  const second = await (
    await request.post("/api/admin/newsletters", {
      headers,
      data: { subject: next, intro: "<p>Hello</p>", items: [] },
    })
  ).json()
  expect(
    (
      await request.post(`/api/admin/newsletters/${second.id}/send`, {
        headers,
      })
    ).status()
  ).toBe(202)
  await waitForMail(stayer, (mail) => mail.parsed.subject === next)
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/admin/newsletters/${second.id}`, {
              headers,
            })
          ).json()
        ).status,
      { timeout: 20_000 }
    )
    .toBe("sent")
  expect(
    (await mailsTo(visitor)).filter((mail) => mail.parsed.subject === next)
  ).toEqual([])

  // The other new screens: the lists and a subscriber's consent record.
  await page.goto("/admin/newsletters")
  await expect(page.getByRole("row").filter({ hasText: next })).toBeVisible()
  await expectUsableScreen(page, "the newsletters list")
  await page.goto("/admin/subscribers")
  await page.getByPlaceholder("Search").fill(visitor)
  // The search applies after a pause and draws the list again: a click before that is lost.
  await expect(page.getByRole("row")).toHaveCount(2)
  await page
    .getByRole("row")
    .filter({ hasText: visitor })
    .getByText(visitor)
    .click()
  await expect(page).toHaveURL(/\/admin\/subscribers\/[^/]+\/show/)
  await expect(page.getByText("Unsubscribed").first()).toBeVisible()
  await expect(page.getByRole("cell", { name: "one-click" })).toBeVisible()
  await expectUsableScreen(page, "a subscriber")
  await page.goto("/admin/subscribers")
  await expectUsableScreen(page, "the subscribers list")
})
