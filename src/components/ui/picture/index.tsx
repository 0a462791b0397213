// How the site draws gatsby-plugin-image's images, chosen in one line: plain markup ("./plain")
// or Gatsby's own component ("./gatsby-image"). Why plain, measured: README.md here.
export { Picture } from "./plain"
export type { ImageFile, PictureProps } from "./types"
