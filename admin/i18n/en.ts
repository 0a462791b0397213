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

// What the editorial workflow keeps beside each record of the site's resources.
const workflowFields = {
  state: "State",
  status: "Status",
  version: "Version",
  publishAt: "Publish at",
  unpublishAt: "Unpublish at",
  publishedAt: "Published at",
}

const en: TranslationMessages = {
  ...englishMessages,
  admin: {
    title: "Site administration",
    loading: "Loading the admin panel…",
    menu: { label: "Menu" },
    auth: {
      title: "Sign in",
      email: "E-mail",
      password: "Password",
      sign_in: "Sign in",
      session_expired:
        "Your session has ended or was not accepted. Sign in again to continue.",
      new_teacher: "Teaching with us?",
      register_link: "Register as a teacher",
      forgot_link: "Forgot your password?",
    },
    forgot: {
      title: "Forgot your password?",
      intro:
        "Enter the e-mail address you sign in with. If it has an account, we e-mail it a link to choose a new password; the link works for one hour.",
      submit: "Send the link",
    },
    reset: {
      title: "Choose a new password",
      intro:
        "The link works once. Changing the password signs you out everywhere else.",
      submit: "Change password",
    },
    accept: {
      title: "Accept your invitation",
      intro:
        "Choose the password you will sign in with. The invitation link works once, for 72 hours.",
      submit: "Accept and sign in",
    },
    profile: {
      menu: "My profile",
      title: "My profile",
      intro:
        "Once your registration is approved, the Academy page shows this profile beside the courses you teach.",
      name: "Name",
      subject: "Subject you teach",
      bio: "Short biography",
      bio_help: "Two or three sentences, at most 2,000 characters.",
      awaiting_review:
        "Your latest change awaits review by the Academy's editors: until they approve it, the site shows your profile as it was approved.",
    },
    teacher_home: {
      welcome: "Welcome, %{name}",
      profile: "Your profile",
      profile_help:
        "Your name, photo, subject and a short biography, as the Academy page shows them.",
      courses: "Your course |||| Your %{smart_count} courses",
      courses_help:
        "Draft a new course or a change to one of yours; the Academy's editors publish it.",
      open_courses: "Open my courses",
      new_course: "Draft a new course",
    },
    contacts: {
      spam: "Spam",
      not_spam: "Not spam",
      spam_column: "Spam?",
      moved_to_spam: "Moved to spam",
      moved_back: "Moved back to the enquiries",
      mark_answered: "Mark answered",
      answered: "Marked answered",
      reply: "Reply",
      reply_greeting: "Dear,",
      handle: "Status and notes",
    },
    teachers: {
      approve: "Approve",
      reject: "Reject",
      approved: "Teacher approved |||| %{smart_count} teachers approved",
      rejected: "Teacher rejected |||| %{smart_count} teachers rejected",
      pending_profile: "Profile change awaiting review",
      pending_profile_help:
        "The teacher changed their profile; the site shows the approved one until the change is approved.",
      approve_profile: "Approve the change",
      reject_profile: "Reject the change",
      profile_approved:
        "Profile change approved: it reaches the site at the next build",
      profile_rejected: "Profile change rejected",
      now: "Now",
      proposed: "Proposed",
    },
    users: {
      invite: "Invite a colleague",
      invite_help:
        "They receive an e-mail with a link, valid 72 hours and usable once, to choose their password. An administrator can do everything, people and settings included; an editor runs the content and the enquiries.",
      disabled_help:
        "A disabled account's sessions end at once, and it cannot sign in.",
      roles: { admin: "Administrator", editor: "Editor" },
      states: { active: "Active", invited: "Invited", disabled: "Disabled" },
    },
    audit: {
      history: "History",
      whole_history: "The whole history of this record",
      no_changes: "—",
      person: "Person",
      actions: {
        login: "Signed in",
        login_failed: "Failed sign-in",
        logout: "Signed out",
        create: "Created",
        update: "Saved",
        delete: "Deleted",
        restore: "Restored",
        publish: "Published",
        unpublish: "Unpublished",
        release_restore: "Release restored",
        export: "Exported",
        invite: "Invited",
        accept: "Accepted an invitation",
        role_change: "Role changed",
        disable: "Disabled",
        approve: "Approved",
        reject: "Rejected",
        password_change: "Changed password",
        password_reset: "Reset password",
        erase: "Erased",
      },
      resources: {
        auth: "Sign-in",
        site: "The site",
        users: "Accounts",
        teachers: "Teachers",
        contacts: "Contacts",
        courses: "Courses",
        banners: "Banners",
        stories: "Stories",
        templates: "Gallery",
        programmes: "Programmes",
        team: "Team",
        events: "Events",
        news: "News",
        blogs: "Blogs",
        uploads: "Uploads",
        audit: "Audit trail",
      },
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
      to_handle: "Waiting for someone",
      unassigned: "New and unassigned",
      waiting: "Waiting more than two working days",
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
    access_denied: {
      title: "Not open to your account",
      message:
        "Your account's role does not give access to this page. If you need it, ask an administrator.",
      back: "Back to the dashboard",
    },
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
      paused: "Automatic publishing paused",
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
    state: {
      draft: "Draft",
      published: "Published",
      changed: "Changed since published",
      scheduled: "Scheduled",
    },
    workflow: {
      publish: "Publish",
      unpublish: "Unpublish",
      published:
        "Published: the change goes live with the next build of the site.",
      unpublished: "Unpublished: it leaves the site with the next build.",
      bulk_published:
        "One record published |||| %{smart_count} records published",
      bulk_unpublished:
        "One record unpublished |||| %{smart_count} records unpublished",
      bulk_refused:
        "%{done} done; one refused: %{reasons} |||| %{done} done; %{smart_count} refused: %{reasons}",
      preview: "Preview",
      preview_title: "Preview this draft",
      preview_help:
        "Anyone with this link sees the draft in the site's own pages, without signing in, until %{time}. Search engines never index it.",
      preview_link: "Preview link",
      copy: "Copy link",
      copied: "Copied",
      open_preview: "Open the preview",
      history: "History",
      version: "Version %{version}",
      publish_at_help:
        "Your local time. The site publishes it then; empty to publish by hand.",
      unpublish_at_help: "Your local time. The site takes it down then.",
    },
    live: {
      live: "Live on the site since %{time}.",
      open: "Open its page",
      changed: "Newer changes are a draft: publish them to put them live.",
      queued: "Published: waiting for the site to be built.",
      building: "Published: the site is being built (started %{time}).",
      failed: "Published, but the build of the site failed",
      log: "The end of the build's log",
      paused:
        "Published, but automatic publishing is paused: it goes live once publishing resumes.",
      off: "Published. This server builds no site (publishing is off).",
    },
    history: {
      title: "History of %{name}",
      revision: "Version %{revision}, saved by %{by} on %{time}",
      current: "the working copy",
      unchanged: "No field changed.",
      empty: "(empty)",
      before: "Before",
      after: "After",
      restore: "Restore as a new draft",
      restore_title: "Restore version %{revision}?",
      restore_help:
        "Its fields become the working copy again, as a new draft. The live page stays as it is until you publish.",
      restored: "Version %{revision} is the working copy again, as a draft.",
    },
    trash: {
      restore: "Restore",
      restored:
        "Restored as a draft |||| %{smart_count} records restored as drafts",
      delete_for_good: "Delete for good",
      empty: "Empty Trash",
      empty_title: "Empty the Trash?",
      empty_help:
        "Everything in the Trash is deleted for good, with its history. This cannot be undone.",
      emptied: "The Trash is empty.",
    },
    releases: {
      live: "Live",
      restore: "Restore",
      restore_title: "Make this release live again?",
      restore_help:
        "The site goes back to this build at once. Automatic publishing pauses until someone resumes it, so nothing saved since replaces it.",
      restored:
        "The earlier release is live. Automatic publishing is paused until you resume it.",
      seconds: "%{seconds} s",
    },
    paused: {
      text: "Automatic publishing is paused: %{by} made an earlier release live on %{time}. Publishes wait until you resume; then the site is built with them.",
      resume: "Resume publishing",
      resumed: "Publishing resumed: the site is being built.",
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
      send_help:
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
      erase_help:
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
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
        ...workflowFields,
      },
    },
    courses: {
      name: "Course |||| Courses",
      fields: {
        title: "Title",
        description: "Description",
        durationDays: "Duration (days)",
        image: "Image",
        teacherId: "Teacher",
        createdAt: "Created",
        updatedAt: "Updated",
        ...workflowFields,
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
        status: "Status",
        assignee: "Assignee",
        notes: "Notes",
        answeredBy: "Answered by",
        answeredAt: "Answered at",
      },
      statuses: {
        new: "New",
        in_progress: "In progress",
        answered: "Answered",
        closed: "Closed",
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
    trash: {
      name: "Trash |||| Trash",
      fields: {
        title: "Title",
        resource: "Kind",
        deletedAt: "Deleted",
        deletedBy: "Deleted by",
      },
    },
    releases: {
      name: "Release |||| Releases",
      fields: {
        builtAt: "Built",
        trigger: "Started by",
        changed: "Records changed",
        durationMs: "Build time",
      },
    },
    teachers: {
      name: "Teacher |||| Teachers",
      fields: {
        name: "Name",
        email: "E-mail",
        phone: "Phone",
        subject: "Subject",
        status: "Status",
        photo: "Photo",
        bio: "Biography",
        reviewedBy: "Reviewed by",
        reviewedAt: "Reviewed at",
        createdAt: "Registered",
        updatedAt: "Updated",
        ...notificationFields,
      },
      statuses: {
        pending: "Pending",
        approved: "Approved",
        rejected: "Rejected",
      },
    },
    users: {
      name: "Account |||| Accounts",
      fields: {
        email: "E-mail",
        role: "Role",
        status: "State",
        disabled: "Disabled",
        invitedBy: "Invited by",
        invitedAt: "Invited at",
        createdAt: "Created",
        updatedAt: "Updated",
      },
    },
    audit: {
      name: "Audit entry |||| Audit trail",
      fields: {
        at: "When",
        actor: "Who",
        ip: "From address",
        action: "Action",
        resource: "Resource",
        recordId: "Record",
        changes: "Changes",
      },
    },
    assignees: {
      name: "Assignee |||| Assignees",
      fields: { email: "E-mail" },
    },
    me: {
      name: "My profile",
      fields: {
        name: "Name",
        subject: "Subject you teach",
        bio: "Short biography",
        photo: "Photo",
      },
    },
  },
}

export default en
