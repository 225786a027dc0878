/** Copy for the About page. Plain text, rendered as text. */
export const aboutCopy = {
  heading: 'Who we are',
  lead: 'Rangeela is a small Mumbai studio that puts bright, lasting colour on soft cotton, one careful batch at a time.',
  paragraphs: [
    'Rangeela started with a simple complaint: the T-shirts we loved either faded after a few washes or cost far too much. So we set up a small studio in Mumbai, found a second-hand screen-printing press and began drawing the things we see every day: marigold garlands, cutting chai, kites over the rooftops, rickshaws in the rain. We are still a small team, and still a little obsessed with colour. Every design begins as a sketch pinned to our studio wall and ends up on a tee someone wears to college, to work or to a Sunday market.',
    "We print with water-based inks, which soak into the cotton instead of sitting on top of it, so our prints stay soft and breathe in the heat. We work in small batches, usually a few dozen shirts at a time, which means less waste and more attention to each one. We don't do it alone: local tailors stitch our tees from combed cotton, and a family-run print unit nearby helps when an order outgrows our own press. Alongside our designs, we stock a few small Indian labels whose work we admire.",
    "Our promise is simple. Every tee is checked by hand before it is folded, and if a seam, print or colour isn't right, it doesn't leave the studio. We keep prices fair by selling directly to you and printing only what we expect to sell, and we tell you exactly what you are paying for: the fabric, its weight, the ink and the fit. If something doesn't fit or doesn't feel right, send it back unworn and we will exchange it or refund you, with no awkward questions.",
  ],
  values: [
    {
      title: 'Colour that lasts',
      text: 'Water-based inks, properly cured and tested in the wash, so your favourite tee stays bright for years, not weeks.',
    },
    {
      title: 'Made nearby',
      text: 'Stitched and printed in and around Mumbai by tailors and printers we know by name and pay fairly.',
    },
    {
      title: 'Honest prices',
      text: 'Small batches, no middlemen and clear labels, so you always know what you are paying for and why.',
    },
  ],
  videoCaption:
    'A short looping video of saffron, indigo and marigold T-shirts swaying gently on a clothesline in the breeze.',
} as const;
