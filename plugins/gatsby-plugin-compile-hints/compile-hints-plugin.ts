import type { Chunk, ChunkGroup, Compiler } from "webpack"

// V8 compiles each function on the main thread the first time it runs. A script that starts with
// this comment asks V8 to compile all of it up front instead, on the thread that streams the
// script in, so evaluating the framework and hydrating no longer wait on the compiler.
// https://v8.dev/blog/explicit-compile-hints
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

export interface Options {
  /**
   * Tested against each dynamic import()'s specifier: what a matching import loads, and what that
   * code imports in turn, is left to lazy compilation. Code that loads but runs only in part (an
   * admin panel, say) would otherwise compile much that never runs.
   */
  exclude?: RegExp
}

/** Starts every emitted script with V8's compile hint, except what the excluded imports load. */
export class CompileHintsPlugin {
  constructor(private readonly options: Options = {}) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(
      CompileHintsPlugin.name,
      (compilation) => {
        compilation.hooks.processAssets.tap(
          // After minification, which drops comments; before source maps are written, so that they
          // count the added line.
          {
            name: CompileHintsPlugin.name,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          },
          () => {
            const { exclude } = this.options
            const seen = new Map<ChunkGroup, boolean>()
            // A group is excluded when an excluded import loads it, or only excluded groups do.
            const excludedGroup = (group: ChunkGroup): boolean => {
              if (!exclude) return false
              if (!seen.has(group)) {
                seen.set(group, false)
                const parents = group.getParents()
                seen.set(
                  group,
                  group.origins.some((origin) =>
                    exclude.test(origin.request ?? "")
                  ) ||
                    (parents.length > 0 && parents.every(excludedGroup))
                )
              }
              return seen.get(group)!
            }
            const excluded = (chunk: Chunk) => {
              const groups = [...chunk.groupsIterable]
              return groups.length > 0 && groups.every(excludedGroup)
            }
            for (const chunk of compilation.chunks) {
              if (excluded(chunk)) continue
              for (const file of chunk.files) {
                if (file.endsWith(".js"))
                  compilation.updateAsset(
                    file,
                    (source) => new sources.ConcatSource(COMPILE_HINT, source)
                  )
              }
            }
          }
        )
      }
    )
  }
}
