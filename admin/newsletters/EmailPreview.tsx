import * as React from "react"
import { Box, Tab, Tabs } from "@mui/material"
import { useTranslate } from "react-admin"
import type { RenderedEmail } from "../../schemas/newsletter"

// The e-mail as a subscriber's mail client shows it: the HTML in a sandboxed frame (no script can
// run in it), or the plain-text part as it is.
export default function EmailPreview({ email }: { email: RenderedEmail }) {
  const translate = useTranslate()
  const [tab, setTab] = React.useState<"html" | "text">("html")
  return (
    <Box sx={{ width: "100%" }}>
      <Tabs
        value={tab}
        onChange={(_event, value) => setTab(value)}
        aria-label={translate("admin.newsletter.preview")}
      >
        <Tab value="html" label={translate("admin.newsletter.preview_html")} />
        <Tab value="text" label={translate("admin.newsletter.preview_text")} />
      </Tabs>
      <Box sx={{ border: 1, borderColor: "divider", borderTop: 0 }}>
        {tab === "html" ? (
          <iframe
            title={translate("admin.newsletter.preview_title")}
            srcDoc={email.html}
            sandbox=""
            style={{ display: "block", width: "100%", height: 640, border: 0 }}
          />
        ) : (
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              fontSize: 14,
            }}
          >
            {email.text}
          </Box>
        )}
      </Box>
    </Box>
  )
}
