// Tailwind v4 runs as a PostCSS plugin: https://tailwindcss.com/docs/installation/using-postcss
module.exports = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
}
