// Draws the site's illustrations as SVG in code and rasterises them with sharp
// into content/images/. Deterministic: same script, same bytes. Run with
// `npm run images`; see content/images/README.md.
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"
import { createCanvas, makeRng } from "./images/core.mjs"
import * as oilGas from "./images/scenes-oil-gas.mjs"
import * as power from "./images/scenes-power.mjs"
import * as renewables from "./images/scenes-renewables.mjs"
import * as value from "./images/scenes-value.mjs"
import * as governance from "./images/scenes-governance.mjs"
import * as logistics from "./images/scenes-logistics.mjs"
import * as people from "./images/scenes-people.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const outDir = path.join(root, "content/images")
const scenes = {
  ...oilGas,
  ...power,
  ...renewables,
  ...value,
  ...governance,
  ...logistics,
  ...people,
}

const WIDE = [1600, 900]
const SQUARE = [800, 800]
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase())

// File name -> scene function (kebab name camel-cased). Heroes are wide; sector
// and theme images are square and reuse the same scene in its centred layout.
const heroes = [
  "offshore",
  "refinery",
  "wind",
  "lng",
  "onshore",
  "power",
  "solar",
  "hydrogen",
  "nuclear",
  "desalination",
  "supply-chain",
  "contracts",
  "people",
  "warehouse",
  "ai",
  "drilling",
  "codex",
  "academy",
  "negotiation",
  "analytics",
]
const sectors = [
  "offshore",
  "onshore",
  "refinery",
  "lng",
  "power",
  "desalination",
  "nuclear",
  "solar",
  "wind",
  "hydrogen",
]
const themes = [
  "supply-chain",
  "contracts",
  "people",
  "cost-efficiency",
  "energy-transition",
  "resilience",
  "procurement",
  "materials",
  "tendering",
  "cost-recovery",
  "assurance",
  "category-strategy",
  "post-award",
  "kpi",
  "ai",
  "codex",
  "cm-plus",
  "academy",
  "drilling",
  "well-time",
  "business-plan",
  "local-content",
  "negotiation",
  "valve",
  "analytics",
  "project",
  "budget",
  "philosophy",
  "dna",
  "system",
]
const images = [
  ...heroes.map((n) => [`hero-${n}`, camel(n), WIDE]),
  ...sectors.map((n) => [`sector-${n}`, camel(n), SQUARE]),
  ...themes.map((n) => [`theme-${n}`, camel(n), SQUARE]),
]

// Film grain shared by all images of one size; soft-light keeps mid-tones.
const grainCache = new Map()
function grain(w, h) {
  const key = `${w}x${h}`
  if (!grainCache.has(key)) {
    const rng = makeRng(key)
    const buf = Buffer.alloc(w * h * 4)
    for (let i = 0; i < w * h; i++) {
      const v = 128 + Math.round((rng() + rng() - 1) * 22)
      buf[i * 4] = buf[i * 4 + 1] = buf[i * 4 + 2] = v
      buf[i * 4 + 3] = 255
    }
    grainCache.set(key, buf)
  }
  return grainCache.get(key)
}

async function render([name, scene, [w, h]]) {
  const ctx = createCanvas(w, h, name)
  const svg = ctx.render(scenes[scene](ctx, w > h))
  const file = path.join(outDir, `${name}.jpg`)
  await sharp(Buffer.from(svg))
    .composite([
      {
        input: grain(w, h),
        raw: { width: w, height: h, channels: 4 },
        blend: "soft-light",
      },
    ])
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(file)
}

// Optional arguments filter by substring: `npm run images -- hero-wind theme-`.
const only = process.argv.slice(2)
const todo = images.filter(
  ([name]) => !only.length || only.some((o) => name.includes(o))
)
const missing = todo.filter(([, scene]) => !scenes[scene])
if (missing.length) {
  throw new Error(`No scene for: ${missing.map(([name]) => name).join(", ")}`)
}

await mkdir(outDir, { recursive: true })
const started = Date.now()
// Two at a time: rsvg renders on one thread, so a pair keeps both cores busy.
const queue = [...todo]
const worker = async () => {
  while (queue.length) await render(queue.shift())
}
await Promise.all([worker(), worker()])
console.log(
  `Wrote ${todo.length} images to content/images in ${Date.now() - started} ms`
)
