import { previewPath } from "../../common/preview-pages"
import type { PanelResource } from "../../common/panel-content"
import site from "../../content/site.json"

/** The public page a record of the site's resources appears on. */
export const publicPath = (resource: string, id: string) =>
  previewPath(resource as PanelResource, id, site.brand)
