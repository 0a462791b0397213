import {
  invitationMail,
  resetMail,
  teacherReviewMail,
} from "../../plugins/app/outbox/account-mail"
import {
  cardOf,
  confirmationEmail,
  personalise,
  renderIssue,
  type CardResource,
} from "../../plugins/app/newsletter/newsletter-email"
import { notificationEmail } from "../../plugins/app/outbox/notification-email"
import type { ClaimedNotification } from "../../plugins/app/outbox/notifications-repository"
import { foreignLinks } from "../mail-links"

// Every e-mail the server writes, from each of its builders, fed the other hosts a visitor could
// try to slip in (a page, a Referer's path, an id, a token): each link it carries is on siteUrl.
// The one exception is a visitor's own message in the staff e-mail, quoted as theirs.
// No database: on SQLite only.

const siteUrl = "https://www.coreval.example"
const site = {
  name: "Coreval",
  siteUrl,
  themeColor: "#1d4ed8",
  addresses: ["Lange Voorhout 1, The Hague"],
}
const hosts = ["evil.example", "www.coreval.example.evil.example"]
const hostile = hosts.flatMap((host) => [
  `https://${host}/login`,
  `http://${host}`,
  `//${host}/x`,
  `/\\${host}/x`,
  `/\\/${host}`,
  `https://www.coreval.example@${host}/`,
  `javascript:alert('${host}')`,
  `/x/../..//${host}`,
])

const offSite = (mail: { text?: string | null; html?: string | null }) =>
  foreignLinks(mail, siteUrl)

describe("the links of every e-mail", () => {
  it.each(hostile)("the confirmation, for a sign-up on page %s", (page) => {
    const mail = confirmationEmail({
      site,
      consentText: "I ask Coreval to e-mail me its newsletter.",
      confirmUrl: `${siteUrl}/api/v1/coreval/newsletter/confirm?token=abc`,
      page,
      at: "2031-02-03T10:00:00.000Z",
      validDays: 7,
      deleteAfterDays: 30,
    })
    expect(offSite(mail)).toEqual([])
  })

  // An image may be an editor's https address on another host (docs/limits.md): it shows, it
  // links nowhere.
  it("an issue, its cards made from records with hostile ids and images", async () => {
    const resources: CardResource[] = ["blogs", "news", "events"]
    const cards = await Promise.all(
      resources.flatMap((resource) =>
        hostile.map((value) =>
          cardOf(
            resource,
            {
              id: value,
              title: "A title",
              excerpt: "An excerpt",
              content: "<p>Text</p>",
              image: value,
              date: "2031-03-01T10:00:00.000Z",
              createdAt: "2031-01-01T10:00:00.000Z",
            },
            siteUrl
          )
        )
      )
    )
    const issue = await renderIssue(
      { subject: "An issue", intro: "<p>Hello</p>" },
      cards,
      site
    )
    const copy = personalise(
      issue,
      `${siteUrl}/api/v1/coreval/newsletter/unsubscribe?token=abc`
    )
    expect(offSite(copy)).toEqual([])
  })

  it.each(hostile)("the account e-mails, with the token %s", (token) => {
    for (const mail of [
      invitationMail(
        site,
        "new@coreval.test",
        "editor",
        "boss@coreval.test",
        token
      ),
      resetMail(site, "new@coreval.test", token),
      teacherReviewMail(
        site,
        { name: "Lena", email: "l@example.com" },
        "approved"
      ),
      teacherReviewMail(
        site,
        { name: "Lena", email: "l@example.com" },
        "rejected"
      ),
    ])
      expect(offSite(mail)).toEqual([])
  })

  it.each(hostile)("the staff e-mails, for a record with the id %s", (id) => {
    const settings = {
      from: "no-reply@www.coreval.example",
      to: "info@coreval.example",
      siteName: "Coreval",
      siteUrl,
    }
    const common = {
      id: "0190f0e4b2a1c3d4e5f60718",
      attempts: 0,
      failingSince: null,
    }
    const contact = notificationEmail(
      {
        ...common,
        kind: "contact",
        contact: {
          id,
          name: "Amira Haddad",
          email: "amira@example.com",
          countryCode: "+971",
          number: "50 123 4567",
          reason: "Contract strategy review",
          message: `Please look at ${hosts[0]}/login and https://${hosts[0]}/`,
          source: "session",
          createdAt: "2031-02-03T10:00:00.000Z",
        },
      } as ClaimedNotification,
      settings
    )
    // The visitor's message, quoted line by line, is theirs to write.
    const ours = String(contact.text)
      .split("\n")
      .filter((line) => !line.startsWith("> "))
      .join("\n")
    expect(offSite({ text: ours, html: String(contact.html) })).toEqual([])
    const teacher = notificationEmail(
      {
        ...common,
        kind: "teacher",
        teacher: {
          id,
          name: "Lena Okafor",
          email: "lena@example.com",
          phone: "",
          subject: "Contracts",
          createdAt: "2031-02-03T10:00:00.000Z",
        },
      } as ClaimedNotification,
      settings
    )
    expect(
      offSite({ text: String(teacher.text), html: String(teacher.html) })
    ).toEqual([])
  })
})
