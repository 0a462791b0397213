// Renders the favicon/manifest icon and the default social-sharing image from code, with sharp.
// Run after `npm run images` when the logo or hero art changes: node scripts/generate-brand-assets.mjs
import sharp from "sharp"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512">
  <rect width="40" height="40" rx="8" fill="#0b1f44"/>
  <path d="M20 5 33 12.5v15L20 35 7 27.5v-15Z" fill="none" stroke="#fff" stroke-width="2.2"/>
  <path d="M20 11c3.8 5 5.9 8 5.9 10.9a5.9 5.9 0 0 1-11.8 0c0-2.9 2.1-5.9 5.9-10.9Z" fill="#f59e0b"/>
</svg>`

await sharp(Buffer.from(icon)).png().toFile(`${root}src/images/icon.png`)
await sharp(`${root}content/images/hero-offshore.jpg`)
  .resize(1200, 630, { fit: "cover" })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(`${root}static/og-image.jpg`)
console.log("wrote src/images/icon.png and static/og-image.jpg")
