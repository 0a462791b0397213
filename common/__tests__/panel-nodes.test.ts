import {
  htmlCleaner,
  imageSources,
  mediaLookup,
  nodeFields,
} from "../panel-nodes"

// How a record's images find their description in the media library: the addresses a preview
// looks up, and the node fields the build and the preview give the templates.

const clean = htmlCleaner()

it("lists the addresses a record's images have, as a browser reads them, each once", () => {
  expect(
    imageSources(
      "blogs",
      {
        title: "Blog",
        image: " https://img.example/a.jpg ",
        content: [
          '<p>x</p><img src="https://img.example/chart.png?w=1&amp;h=2">',
          "<img src=/uploads/0190aaaabbbbccccddddeeee.png alt=x>",
          '<img src="https://img.example/a.jpg"><img alt="no address">',
          '<img src="x" onerror="alert(1)">',
        ].join(""),
      },
      clean
    )
  ).toEqual([
    "https://img.example/a.jpg",
    "https://img.example/chart.png?w=1&h=2",
    "/uploads/0190aaaabbbbccccddddeeee.png",
    "x",
  ])
  expect(imageSources("events", { title: "Event" }, clean)).toEqual([])
})

it("describes an image field and the rich text's images from the library, and leaves no <img> without alt", () => {
  const media = mediaLookup([
    {
      src: "https://img.example/a.jpg",
      alt: "A rig",
      decorative: false,
      focalX: 12.6,
      focalY: 88,
    },
  ])
  const node = nodeFields(
    "programmes",
    {
      Name: "Programme",
      Image: "https://img.example/a.jpg",
      description:
        '<p>x</p><img src="https://img.example/a.jpg" alt="old"><img src="javascript:alert(1)"><img src="https://img.example/unknown.jpg">',
    },
    clean,
    media
  )
  expect(node).toMatchObject({
    ImageAlt: "A rig",
    ImageFocus: "13% 88%",
    description:
      '<p>x</p><img src="https://img.example/a.jpg" alt="A rig"><img src="https://img.example/unknown.jpg" alt="">',
  })
})
