import type { TypedPlugin } from "../../../common/type-provider"
import type { HtmlCleaner } from "../../../../common/panel-nodes"
import type { PanelResource } from "../../../../common/panel-content"
import { previewPath } from "../../../../common/preview-pages"
import { errorResponses } from "../../../../schemas/common"
import { PreviewAnswer, PreviewParams } from "../../../../schemas/previews"
import { blankRecord } from "../../../plugins/app/editorial/content-repository"
import { contentOf } from "../../../plugins/app/editorial/editorial"

// What a preview link shows (/preview/{token}, src/pages/preview/[token].tsx): the draft, or the
// unsaved form values it was made with, shaped as the build shapes a record for the site's
// templates (common/panel-nodes.ts: the same cleaning of HTML), with the page it appears on. The
// token is the only key: forged, expired, or for a record deleted since, it answers 404.

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
        response: { 200: PreviewAnswer, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("x-robots-tag", "noindex, nofollow")
      const found = await fastify.previewRepository.find(request.params.token)
      const saved =
        found?.recordId &&
        (await fastify.contentRepository.get(found.resource, found.recordId))
      if (!found || (found.recordId && !saved))
        return reply.notFound("This preview link is not valid, or has expired")
      const { resource } = found
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

export default preview
