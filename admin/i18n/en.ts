import englishMessages from "ra-language-english"
import type { TranslationMessages } from "react-admin"

// Every label of the panel. react-admin reads `resources.<name>.name` for menu and page titles and
// `resources.<name>.fields.<source>` for column headers and input labels, so views pass no labels.
// The e-mail that tells the office of each contact request and teacher registration.
const notificationFields = {
  notification: "Notification",
  notifiedAt: "Notified at",
  notificationAttempts: "Attempts",
  notificationError: "Last error",
}

const en: TranslationMessages = {
  ...englishMessages,
  admin: {
    title: "Site administration",
    loading: "Loading the admin panel…",
    auth: {
      email: "E-mail",
      password: "Password",
      sign_in: "Sign in",
      session_expired:
        "Your session has ended or was not accepted. Sign in again to continue.",
      new_teacher: "Teaching with us?",
      register_link: "Register as a teacher",
    },
    register: {
      title: "Teacher registration",
      intro:
        "Register to teach on our academy courses. An administrator will see your details and contact you.",
      name: "Full name",
      email: "E-mail",
      password: "Password",
      password_help: "At least 12 characters.",
      confirm_password: "Confirm password",
      phone: "Phone",
      subject: "Subject you teach",
      // The honeypot's label: people never see it (TeacherRegister.tsx).
      website: "Website",
      submit: "Register",
      back_to_login: "Back to sign in",
      password_too_short: "The password needs at least 12 characters.",
      password_mismatch: "The two passwords do not match.",
      phone_format: "Use digits, spaces and + - ( ) only.",
    },
    password: {
      menu: "Change password",
      title: "Change password",
      current: "Current password",
      new: "New password",
      confirm: "Confirm new password",
      submit: "Change password",
    },
    dashboard: {
      title: "Dashboard",
      new_contacts: "New contacts in the last %{days} days",
      all_sources: "All forms",
      totals: "All time",
      all_contacts: "All contacts",
      teachers: "Registered teachers",
      notifications: "E-mails to the office",
      contacts_pending: "Contact e-mails waiting",
      contacts_failed: "Contact e-mails failed",
      teachers_pending: "Teacher e-mails waiting",
      teachers_failed: "Teacher e-mails failed",
      open_contacts: "Open the contacts list",
    },
    public_page: "Open the public page",
    html_preview: "Preview",
    html_help:
      "HTML: paragraphs <p>, headings <h2>–<h3>, lists <ul>/<ol> and links <a>. Scripts and styles are removed when the page is shown.",
    image_help:
      "Or the https address of an image on another site; it is shown as it is there.",
    image: {
      drop: "Drop an image here, or click to choose one",
      upload_help:
        "JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels. The site shows it in sizes and formats for every screen.",
      url: "Image address",
      preview: "The image as it is now",
      remove: "Remove the image",
      https_only:
        "Use an https:// address or a path on this site, or upload the image.",
    },
    publish: {
      up_to_date: "Site up to date",
      built_at: "as of %{time}",
      queued: "Changes waiting to publish",
      building: "Publishing…",
      started_at: "started %{time}",
      failed: "Publishing failed",
      off: "Publishing is off",
      hook: "Published by the build service",
      never: "Not published yet",
      now: "Publish now",
      requested: "Publishing has been asked for",
      error_title: "Why the last build failed",
      error_help:
        "The site visitors see is the last one that was built in full. Fix the content named below, save it, and the site is built again.",
      close: "Close",
      details: "Show the error",
      warnings:
        "%{smart_count} record without its image |||| %{smart_count} records without their images",
      warnings_title: "Published without their images",
      warnings_help:
        "These records are on the site, but their images could not be read, so the site shows them without. Upload each image again and save the record.",
    },
    filter: {
      since: "Received since",
      until: "Received until",
      spam: "Spam only",
    },
    notification: {
      pending: "Pending",
      sent: "Sent",
      failed: "Failed",
      resend: "Send the e-mail again",
      spam: "Caught by the form's hidden trap for robots: kept as spam, and never e-mailed.",
      not_configured:
        "Mail is not configured: enquiries are stored, but no e-mail goes out until the server is started with SMTP_URL. %{pending} e-mails are waiting.",
    },
    newsletter: {
      subscribers_link: "Subscribers",
      intro_help:
        "HTML: paragraphs <p>, lists and links <a>. Anything else (scripts, styles, forms) is removed from the e-mail.",
      pick: "Blogs, news and events to show as cards",
      pick_help:
        "Recent published records. The cards appear in the order you tick them, each with its image and a link to its page.",
      picked: "%{count} picked",
      nothing_to_pick: "Nothing is published yet to pick from.",
      no_image: "No image",
      preview: "Preview",
      preview_html: "As HTML",
      preview_text: "As plain text",
      preview_title: "The newsletter e-mail as HTML",
      preview_empty: "Write a subject to see the e-mail.",
      test: "Send a test to me",
      send: "Send to subscribers",
      send_title: "Send this newsletter?",
      send_content:
        "It goes to every subscriber who has confirmed their address (%{count} now), at the pace set on the server. It cannot be changed or sent again afterwards.",
      sending_started: "Sending has started",
      progress: "Delivery",
      progress_text:
        "%{sent} sent, %{pending} waiting, %{failed} failed, of %{recipients}",
      status: {
        draft: "Draft",
        sending: "Sending",
        sent: "Sent",
      },
    },
    subscribers: {
      status: {
        unconfirmed: "Unconfirmed",
        confirmed: "Confirmed",
        unsubscribed: "Unsubscribed",
      },
      ledger: "Consent record",
      ledger_help:
        "Every step of this subscription, as it happened. Entries are added, never changed.",
      proof: "Export proof of consent",
      events: {
        signed_up: "Signed up",
        confirmation_sent: "Confirmation e-mail sent",
        confirmed: "Confirmed",
        unsubscribed: "Unsubscribed",
      },
    },
    people: {
      menu: "People",
      title: "People",
      intro:
        "Type an e-mail address to see everything the site keeps on it: contact requests, newsletter and consent, teacher registration, e-mails and audit entries. You can export it as one JSON file, or erase it.",
      email: "E-mail address",
      look_up: "Look up",
      nothing: "Nothing is kept on %{email}.",
      found: "What is kept on %{email}",
      export: "Export as JSON",
      erase: "Erase everything",
      erase_title: "Erase everything kept on %{email}?",
      erase_content:
        "Contact requests, the newsletter subscription and its consent record, the teacher registration and the e-mails are deleted; audit entries keep what was done, without the person. This cannot be undone.",
      erased: "Everything kept on %{email} has been erased",
      forbidden: "Only administrators may look up people's data.",
      parts: {
        contactRequests: "Contact requests",
        newsletter: "Newsletter and consent",
        teacherRegistrations: "Teacher registration",
        emails: "E-mails sent to or about this address",
        failedSignIns: "Failed sign-ins",
        auditEntries: "Audit entries",
      },
    },
    error: {
      network:
        "The server could not be reached. Check your connection and try again.",
      unknown: "The request failed. Try again in a moment.",
    },
  },
  resources: {
    banners: {
      name: "Banner |||| Banners",
      fields: {
        title: "Title",
        subtitle: "Subtitle",
        image: "Image",
        link: "Link",
        order: "Order",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    stories: {
      name: "Story |||| Stories",
      fields: {
        title: "Title",
        content: "Content",
        image: "Image",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    templates: {
      name: "Gallery item |||| Gallery",
      fields: {
        title: "Title",
        image: "Image",
        category: "Category",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    programmes: {
      name: "Programme |||| Programmes",
      fields: {
        Name: "Name",
        Image: "Image",
        description: "Description",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    team: {
      name: "Team member |||| Team",
      fields: {
        name: "Name",
        role: "Role",
        bio: "Biography",
        image: "Photo",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    events: {
      name: "Event |||| Events",
      fields: {
        title: "Title",
        date: "Date",
        location: "Location",
        description: "Description",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    news: {
      name: "News item |||| News",
      fields: {
        title: "Title",
        content: "Content",
        image: "Image",
        date: "Date",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    blogs: {
      name: "Blog post |||| Blogs",
      fields: {
        title: "Title",
        excerpt: "Excerpt",
        content: "Content",
        image: "Image",
        category: "Category",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    courses: {
      name: "Course |||| Courses",
      fields: {
        title: "Title",
        description: "Description",
        durationDays: "Duration (days)",
        image: "Image",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    contacts: {
      name: "Contact |||| Contacts",
      fields: {
        name: "Name",
        email: "E-mail",
        countryCode: "Country code",
        number: "Phone number",
        reason: "Reason",
        message: "Message",
        source: "Source",
        createdAt: "Received",
        updatedAt: "Updated",
        ...notificationFields,
        spam: "Spam",
      },
      sources: {
        session: "Session request",
        rfq: "Request for quotation",
        newsletter: "Newsletter",
      },
    },
    newsletters: {
      name: "Newsletter |||| Newsletters",
      fields: {
        subject: "Subject",
        intro: "Introduction",
        items: "Cards",
        status: "Status",
        sendStartedAt: "Sending started",
        sentAt: "Sending finished",
        recipients: "Recipients",
        sent: "Sent",
        pending: "Waiting",
        failed: "Failed",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    subscribers: {
      name: "Subscriber |||| Subscribers",
      fields: {
        email: "E-mail",
        status: "Status",
        signedUpAt: "Signed up",
        confirmedAt: "Confirmed",
        unsubscribedAt: "Unsubscribed",
        confirmationSentAt: "Confirmation sent",
        createdAt: "First signed up",
        at: "When",
        event: "What",
        page: "Page",
        consentVersion: "Wording version",
        method: "How",
        ip: "From address",
      },
    },
    teachers: {
      name: "Teacher |||| Teachers",
      fields: {
        name: "Name",
        email: "E-mail",
        phone: "Phone",
        subject: "Subject",
        createdAt: "Registered",
        updatedAt: "Updated",
        ...notificationFields,
      },
    },
  },
}

export default en
