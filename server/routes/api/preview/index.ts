import type { TypedPlugin } from "../../../common/type-provider"
import type { HtmlCleaner } from "../../../../common/panel-nodes"
import type { PanelResource } from "../../../../common/panel-content"
import { previewPath } from "../../../../common/preview-pages"
import { errorResponses } from "../../../../schemas/common"
import { PreviewParams, PreviewShown } from "../../../../schemas/previews"
import type { ResourceName } from "../../../../schemas/content"
import type { FastifyInstance } from "fastify"
import type { Preview } from "../../../plugins/app/editorial/preview-repository"
import { siteFile, previewAddress } from "../../../../common/site-files"
import { blankRecord } from "../../../plugins/app/editorial/content-repository"
import { contentOf } from "../../../plugins/app/editorial/editorial"

// What a preview link shows (/preview/{token}, src/pages/preview/[token].tsx): the draft, or the
// unsaved form values it was made with, shaped as the build shapes a record for the site's
// templates (common/panel-nodes.ts: the same cleaning of HTML), with the page it appears on. The
// token is the only key: forged, expired, or for a record deleted since, it answers 404. A link
// to one of the site's content files answers the file's text (the unsaved text it was made with,
// else the working copy) and the page that shows it.

const preview: TypedPlugin = async (fastify) => {
  // common/panel-nodes.ts brings jsdom, which takes a moment to load and to start: both once, on
  // the first preview, not when the server starts.
  let nodes: Promise<typeof import("../../../../common/panel-nodes")> | null =
    null
  let cleaner: HtmlCleaner | null = null

  fastify.get(
    "/:token",
    {
      schema: {
        params: PreviewParams,
        response: {
          200: PreviewShown,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header("x-robots-tag", "noindex, nofollow")
      const found = await fastify.previewRepository.find(request.params.token)
      if (found?.resource === "site-files")
        return (
          (await siteFilePreview(fastify, found)) ??
          reply.notFound("This preview link is not valid, or has expired")
        )
      const resource = found?.resource as ResourceName
      const saved =
        found?.recordId &&
        (await fastify.contentRepository.get(resource, found.recordId))
      if (!found || (found.recordId && !saved))
        return reply.notFound("This preview link is not valid, or has expired")
      const record = {
        ...blankRecord(resource),
        ...(saved || {}),
        ...contentOf(resource, found.data ?? {}),
      }
      const { htmlCleaner, imageSources, mediaLookup, nodeFields } =
        await (nodes ??= import("../../../../common/panel-nodes"))
      cleaner ??= htmlCleaner()
      const fields = contentOf(resource, record) as Record<
        string,
        string | number | null
      >
      // Its images described by the library, as the build will describe them.
      const media = await fastify.previewRepository.media(
        imageSources(resource as PanelResource, fields, cleaner)
      )
      const now = new Date().toISOString()
      return {
        resource,
        // A page of its own is at the draft's slug, as it will be once published.
        path: previewPath(
          resource as PanelResource,
          String(record.slug ?? "") || found.recordId,
          fastify.siteConfig.brand
        ),
        expiresAt: found.expiresAt,
        node: {
          ...nodeFields(
            resource as PanelResource,
            fields,
            cleaner,
            mediaLookup(media)
          ),
          recordId: found.recordId ?? "draft",
          createdAt: saved ? saved.createdAt : now,
          updatedAt: saved ? saved.updatedAt : now,
          imageFile: null,
        },
      }
    }
  )
}

// A content file's preview: the unsaved text the link was made with, else the working copy, and
// the page that shows it. Null for a file no longer editable.
async function siteFilePreview(fastify: FastifyInstance, found: Preview) {
  const entry = siteFile(fastify.config.contentDir, found.recordId ?? "")
  if (!entry) return null
  const unsaved = (found.data as { text?: unknown } | null)?.text
  return {
    resource: "site-files" as const,
    path: entry.path,
    kind: entry.kind,
    text:
      typeof unsaved === "string"
        ? unsaved
        : await fastify.siteFilesRepository.workingText(entry.path),
    address: previewAddress(entry),
    expiresAt: found.expiresAt,
  }
}

export default preview
