import type { TypedPlugin } from "../../../../common/type-provider"
import { withLegacyId } from "../../../../common/records"
import { errorResponses } from "../../../../../schemas/common"
import {
  IdOrSlugParams,
  legacyList,
  legacyOne,
  type ResourceName,
} from "../../../../../schemas/content"

// The public reads, under the names the site's first client called them (typos and all:
// getAllBlog, getallCrouse), so that client keeps working. No token needed, and any
// Authorization header is ignored. They show
// the published version of each record, as the site does: never a draft.

const lists: Record<string, ResourceName> = {
  getallBanner: "banners",
  getallStory: "stories",
  getallTemplate: "templates",
  getallProgramme: "programmes",
  getallTeam: "team",
  getallEvent: "events",
  getallNews: "news",
  getAllBlog: "blogs",
  getallCrouse: "courses",
}

// Each answers for a record's id or its page's slug now (an earlier slug is the site's 301).
const singles: Record<string, ["blogs" | "programmes", string]> = {
  getSingleblog: ["blogs", "No blog with this id or address"],
  getsingleProgramme: ["programmes", "No programme with this id or address"],
}

const publicReads: TypedPlugin = async (fastify) => {
  const repository = fastify.editorialRepository

  for (const [name, resource] of Object.entries(lists)) {
    const response = { 200: legacyList(resource) }
    fastify.get(`/${name}`, { schema: { response } }, async () => ({
      data: (await repository.published(resource)).map(withLegacyId),
    }))
  }

  for (const [name, [resource, missing]] of Object.entries(singles)) {
    const response = {
      200: legacyOne(resource),
      ...errorResponses(400, 404),
    }
    fastify.get(
      `/${name}/:id`,
      { schema: { params: IdOrSlugParams, response } },
      async (request, reply) => {
        const record = await repository.publishedPage(
          resource,
          request.params.id
        )
        return record ? { data: withLegacyId(record) } : reply.notFound(missing)
      }
    )
  }
}

export default publicReads
