import type { MailInput } from "./mail-types"
import type { TeacherStatus } from "../../../db/tables"
import type { Role } from "../../../../schemas/roles"

// The e-mails about accounts, written whole and queued through the outbox in the transaction of
// the change: an invitation, a password reset link, a teacher's review. Links point at the panel
// on the site's own origin (content/site.json siteUrl). Plain text: nothing here needs layout.

// The e-mails whose link opens an account: the outbox keeps them until sent, then without the
// link's token (notifications-repository.ts markSent).
export const SECRET_MAIL_CATEGORIES = ["invitation", "password-reset"]

export const withoutTokens = (text: string) =>
  text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, "$1(removed-once-sent)")

export interface Site {
  name: string
  siteUrl: string
}

const link = (site: Site, path: string, token?: string) => {
  const url = new URL(path, site.siteUrl)
  if (token) url.searchParams.set("token", token)
  return url.toString()
}

const roleNames: Record<Exclude<Role, "teacher">, string> = {
  admin: "an administrator (everything, people and settings included)",
  editor: "an editor (the site's content and the enquiries)",
}

export function invitationMail(
  site: Site,
  to: string,
  role: Exclude<Role, "teacher">,
  invitedBy: string,
  token: string
): MailInput {
  return {
    category: "invitation",
    to,
    subject: `You are invited to the ${site.name} admin panel`,
    text: [
      `${invitedBy} has invited you to the ${site.name} admin panel as ${roleNames[role]}.`,
      "",
      "Choose your password here to accept; the link works once, for 72 hours:",
      link(site, "/admin/accept", token),
      "",
      "If you did not expect this, ignore this e-mail: nothing happens until the link is used.",
      "",
    ].join("\n"),
  }
}

export function resetMail(site: Site, to: string, token: string): MailInput {
  return {
    category: "password-reset",
    to,
    subject: `Choose a new password for the ${site.name} admin panel`,
    text: [
      `Someone asked to reset the password of this address's account on the ${site.name} admin panel.`,
      "",
      "Choose a new password here; the link works once, for one hour, and signs out every other session:",
      link(site, "/admin/reset", token),
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
      "",
    ].join("\n"),
  }
}

export function teacherReviewMail(
  site: Site,
  teacher: { name: string; email: string },
  status: Exclude<TeacherStatus, "pending">
): MailInput {
  const approved = status === "approved"
  return {
    category: approved ? "teacher-approved" : "teacher-rejected",
    to: teacher.email,
    subject: approved
      ? `Welcome to the ${site.name} Academy: your account is open`
      : `Your registration as a ${site.name} Academy teacher`,
    text: (approved
      ? [
          `Dear ${teacher.name},`,
          "",
          `Your registration as a teacher of the ${site.name} Academy has been approved.`,
          "Sign in with the e-mail address and password you registered with to complete your profile and draft your courses:",
          link(site, "/admin/login"),
        ]
      : [
          `Dear ${teacher.name},`,
          "",
          `Thank you for registering as a teacher of the ${site.name} Academy. We are not able to take your registration further at this time, so your account will not be opened.`,
          `You are welcome to write to us if you have any questions.`,
        ]
    )
      .concat(["", `The ${site.name} team`, ""])
      .join("\n"),
  }
}
