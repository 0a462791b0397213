import type { Compilation, Compiler } from "webpack"

/**
 * Leaves out the source maps of one named chunk group's scripts (the admin panel's, shared chunks
 * included, and those of the parts it loads on demand, such as its rich-text editor), and the
 * comment in each script that points at its map. The panel's source, comments
 * and all, then is in no copy of public/, whether the server serves it or a CDN does.
 */
export class DropSourceMapsPlugin {
  constructor(private readonly chunkName: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(
      DropSourceMapsPlugin.name,
      (compilation) => {
        compilation.hooks.processAssets.tap(
          // Just after the source maps are written.
          {
            name: DropSourceMapsPlugin.name,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1,
          },
          () => {
            for (const chunk of panelChunks(
              compilation.namedChunkGroups.get(this.chunkName)
            )) {
              for (const file of chunk.files) {
                const asset = compilation.getAsset(file)
                const maps = [asset?.info.related?.sourceMap ?? []].flat()
                if (!asset || maps.length === 0) continue
                for (const map of maps) {
                  compilation.deleteAsset(map)
                  chunk.auxiliaryFiles.delete(map)
                }
                const code = asset.source.source().toString()
                compilation.updateAsset(
                  file,
                  new sources.RawSource(
                    code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "")
                  ),
                  (info) => {
                    const { sourceMap: _dropped, ...related } =
                      info?.related ?? {}
                    return { ...info, related }
                  }
                )
              }
            }
          }
        )
      }
    )
  }
}

type ChunkGroup = NonNullable<
  ReturnType<Compilation["namedChunkGroups"]["get"]>
>

// The chunks of a group and of every group it imports on demand, each once.
function panelChunks(root: ChunkGroup | undefined) {
  const groups = new Set<ChunkGroup>()
  const visit = (group: ChunkGroup) => {
    if (groups.has(group)) return
    groups.add(group)
    for (const child of group.getChildren()) visit(child)
  }
  if (root) visit(root)
  return new Set([...groups].flatMap((group) => group.chunks))
}
