/**
 * The journal's articles in full: the summaries of ./article-index.ts with their text.
 * Every string is plain text; the blog renders it as text, never as HTML.
 */
import { articleIndex, type ArticleSlug, type ArticleSummary } from './article-index';

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'tip'; text: string };

export interface Article extends ArticleSummary {
  body: readonly ArticleBlock[];
}

const bodies: Record<ArticleSlug, readonly ArticleBlock[]> = {
  'how-to-wash-a-t-shirt': [
    {
      kind: 'paragraph',
      text: "Most T-shirts don't wear out. They get washed out. Too much heat, too much sun and a rough spin cycle do more damage in a few months than years of actual wearing. The good news is that looking after a tee takes almost no extra time once the habits stick. Here is how we care for our own shirts at the studio.",
    },
    { kind: 'heading', text: 'Before it goes in the machine' },
    {
      kind: 'list',
      items: [
        'Turn it inside out. The print and the outer face of the fabric rub against everything else in the drum, so keep them on the inside where they are protected.',
        'Sort by colour. Wash darks and brights together and keep whites apart, especially for the first two or three washes, when loose dye is most likely to run.',
        'Empty pockets and close the zips on anything else in the load. One metal zip can scuff a print like sandpaper.',
        "Don't overfill. Clothes need room to move through the water to get clean, and a packed drum means more friction on every shirt.",
      ],
    },
    { kind: 'heading', text: 'Keep the water cool' },
    {
      kind: 'paragraph',
      text: 'For cotton tees, a cold wash or 30°C is plenty. Modern detergents are made to work at low temperatures, and everyday sweat and dust come out without hot water. Heat is what shrinks cotton, loosens dye and makes printed ink crack over time, so a cool cycle is the single biggest favour you can do a printed shirt. Choose a gentle or cotton programme with a lower spin speed if your machine allows it.',
    },
    {
      kind: 'paragraph',
      text: 'Go easy on the detergent too: the extra just stays in the fibres and leaves the fabric stiff. Skip bleach entirely on coloured tees, and leave fabric softener out of the load when you wash printed ones, because it can coat water-based inks and dull them. Washing by hand? Swish the shirt through a bucket of cool water with a little liquid detergent, squeeze rather than wring, and rinse until the water runs clear.',
    },
    { kind: 'heading', text: 'Drying: shade beats sun' },
    {
      kind: 'paragraph',
      text: 'It is tempting to hang everything out in full sun, especially when an Indian afternoon will dry a shirt in under an hour. But strong sunlight is the fastest way to fade colour. UV light breaks down dyes, and a bright red tee left on a sunny terrace every week can turn a tired pink within a season. Dry your tees inside out, in the shade or on a covered balcony where the air moves freely. In the monsoon, a fan and a well-spaced rack indoors will do the job; just never leave damp shirts bunched up, or they will smell musty.',
    },
    {
      kind: 'paragraph',
      text: 'Fold tees over the line at the middle rather than pegging them by the shoulders, which leaves little peaks. If you use a dryer, pick the lowest heat and take the shirt out while still slightly damp.',
    },
    { kind: 'heading', text: 'Ironing and storing' },
    {
      kind: 'paragraph',
      text: 'Cotton jersey rarely needs much ironing if you smooth it flat with your hands while it is damp. When it does, iron it inside out on a medium setting, and never put a hot iron directly on a print. If you must press the front, lay a thin cotton cloth over the design first. Fold your T-shirts rather than hanging them: hangers slowly stretch the shoulders and neckline, particularly on heavier fabrics. A neat stack on a shelf keeps their shape, and a few dried neem leaves in the cupboard help keep insects away.',
    },
    { kind: 'heading', text: 'Haldi, chai and other accidents' },
    {
      kind: 'paragraph',
      text: 'Act quickly, and always start with cold water, because hot water can set a stain for good.',
    },
    {
      kind: 'list',
      items: [
        "Haldi: scrape off any food, then rinse the stain from the back under cold running water. Work in a drop of liquid detergent and leave it for fifteen minutes before washing. Don't panic if the yellow turns reddish when soap touches it; turmeric changes colour with soap and fades back as you rinse. On a white tee, drying the spot in direct sun is the one time sunlight helps, because it fades turmeric remarkably well.",
        'Chai: rinse from the back with cold water straight away, since heat sets the milk. Then soak for half an hour in cool water with a little detergent. For an older tea mark, a spoonful of white vinegar in the soak helps lift it.',
        'Oil from pakoras or pickle: sprinkle cornflour or talc on the spot, let it soak up the oil for an hour, brush it off, then rub in a little dish soap before washing.',
      ],
    },
    {
      kind: 'tip',
      text: 'Wash a new printed tee on its own, inside out and cold, the first time. It settles the fabric and shows you whether the colour runs before it meets your favourite white shirt.',
    },
  ],
  'find-your-t-shirt-size': [
    {
      kind: 'paragraph',
      text: 'Buying clothes online comes down to one nervous question: will it fit? Size labels are not much help on their own, because a Large from one shop can be cut like a smaller size somewhere else. The real answer is a few numbers you measure yourself. It takes five minutes, a soft tape measure and, ideally, a friend, and then you can shop anywhere with confidence.',
    },
    { kind: 'heading', text: 'Measure yourself' },
    {
      kind: 'paragraph',
      text: 'Stand relaxed, in a thin shirt or none at all, and breathe normally. Keep the tape snug but not tight; you should be able to slide one finger underneath it.',
    },
    {
      kind: 'list',
      items: [
        'Chest: wrap the tape around the fullest part of your chest, just under the armpits and across the shoulder blades. Keep it level all the way round; a tape that dips at the back adds inches.',
        'Length: measure from the highest point of your shoulder, where it meets the neck, straight down to where you like a T-shirt to end. For most people that is around the hip bone.',
        'Shoulder: measure across your back from the tip of one shoulder bone to the other. This is where a friend really helps.',
      ],
    },
    { kind: 'heading', text: 'Or measure a tee you already love' },
    {
      kind: 'paragraph',
      text: 'Often the easiest trick is to measure a T-shirt that already fits you well. Lay it flat on a table and smooth out the wrinkles. Measure straight across the chest from one armpit seam to the other and double the number to get the full chest. Then measure the length from the top of the shoulder seam beside the collar down to the hem, and the shoulder width from seam to seam. These garment measurements compare directly with most online size charts, which usually describe the shirt rather than the body.',
    },
    { kind: 'heading', text: 'Reading a size chart' },
    {
      kind: 'paragraph',
      text: 'First check whether a chart lists body measurements or garment measurements, because they are different things. A body chart tells you which size is designed for a chest of, say, 40 inches. A garment chart tells you how wide the shirt itself is, and that number is always bigger than your body, because a shirt needs room to move.',
    },
    {
      kind: 'paragraph',
      text: 'That extra room is called ease, and a regular-fit tee usually has three to four inches of it around the chest. Suppose your chest measures 39 inches. On a garment chart, a Small at 40 inches would be close-fitting, with barely an inch to spare, while a Large at 43 would give you the easy, regular fit most people expect. Moving up to XL or XXL mostly adds width, but check the length column too, because some tees grow longer faster than they grow wider.',
    },
    { kind: 'heading', text: 'Regular or oversized?' },
    {
      kind: 'paragraph',
      text: "A regular fit follows the body loosely: the shoulder seams sit on your shoulders and the hem falls around the hips. An oversized tee is cut deliberately big, with dropped shoulders that sit down on the upper arm, a wider body and often a shorter, boxier length. Take your usual size in an oversized style, because the generous cut is already built in. Sizing up again usually just looks like you borrowed someone else's shirt.",
    },
    { kind: 'heading', text: 'Shrinkage and in-between sizes' },
    {
      kind: 'paragraph',
      text: 'Cotton shrinks a little, mostly in length and mostly in the first few washes. Pre-shrunk cotton might lose around two or three per cent; untreated cotton can lose five or more, especially in hot water or a tumble dryer. If a tee is labelled pre-shrunk and you wash it cool, what you buy is very nearly what you keep. If you still land between two sizes:',
    },
    {
      kind: 'list',
      items: [
        'Go by your shoulders for a regular fit. A shirt that is a little loose around the middle still looks fine; shoulder seams drooping halfway down your arm do not.',
        'Size up if you prefer a relaxed look, have broad shoulders or a long torso, or plan to use a dryer.',
        'Size down if you like a close fit and the fabric has a little stretch, such as a cotton blend.',
      ],
    },
    {
      kind: 'tip',
      text: 'Save your three measurements in the notes on your phone. Next time you shop, here or anywhere else, you can check a size chart in seconds instead of guessing.',
    },
  ],
  'screen-printing-vs-dtg': [
    {
      kind: 'paragraph',
      text: 'Look closely at the chest of any printed T-shirt and you can usually tell how the design got there. Some prints feel like part of the fabric, some sit on top like a thin layer of paint, and some carry tiny irregularities that show a human hand was involved. The method matters: it decides how the tee feels, how long the print lasts and what the shirt costs. Here are the three techniques we think about most.',
    },
    { kind: 'heading', text: 'Screen printing' },
    {
      kind: 'paragraph',
      text: 'Screen printing pushes ink through a fine mesh stretched tight over a frame. A stencil blocks the mesh everywhere except the design, and a squeegee drags ink across the screen and onto the shirt below. Each colour needs its own screen, lined up precisely with the others, so a five-colour design means five screens and five passes.',
    },
    {
      kind: 'paragraph',
      text: 'Setting up takes time, but once the screens are ready, printing is quick and every shirt matches the last. Screen-printed colours are bold and solid, and a well-cured print can outlast the fabric underneath it. The method makes the most sense for designs with a handful of flat colours, printed in batches of a few dozen or more, which is why we use it for most of our own designs.',
    },
    { kind: 'heading', text: 'Direct-to-garment (DTG)' },
    {
      kind: 'paragraph',
      text: 'Direct-to-garment printing works like an inkjet printer for clothes. The tee is laid flat on a platen and print heads spray water-based ink straight into the fabric. There are no screens, so a design with hundreds of colours, soft gradients or a photograph costs no more to print than a one-colour logo, and printing a single shirt is perfectly practical.',
    },
    {
      kind: 'paragraph',
      text: 'The trade-offs are durability and punch. DTG ink sits in the surface fibres and can fade sooner than a screen print, particularly if the shirt is washed hot. Dark garments need a pretreatment and a layer of white ink underneath the colours, which can make the print feel slightly stiffer. DTG shines for one-offs, personalised gifts and very detailed artwork on light-coloured cotton.',
    },
    { kind: 'heading', text: 'Block printing: the original' },
    {
      kind: 'paragraph',
      text: 'Long before either machine existed, Indian printers were stamping cloth by hand. Artisans carve designs into blocks of wood, dip them in dye and press them onto fabric one impression at a time, lining up each stamp by eye. Towns such as Sanganer and Bagru in Rajasthan and Bagh in Madhya Pradesh are still known for their own styles, from delicate floral buttis to bold, earthy geometrics.',
    },
    {
      kind: 'paragraph',
      text: 'Block printing is slow, and every piece comes out slightly different, which is exactly its charm. It suits natural fibres and all-over patterns better than a single crisp chest graphic. When a tee in our shop is inspired by block-print motifs, this is the tradition it is nodding to.',
    },
    { kind: 'heading', text: 'Why we print with water-based inks' },
    {
      kind: 'paragraph',
      text: 'Many screen printers use plastisol, a PVC-based ink that sits on top of the fabric as a smooth, rubbery layer. It is forgiving to print with, but it can feel heavy and traps heat against the skin, which is not ideal in a Mumbai May. We use water-based inks instead. They soak into the cotton rather than coating it, so the print stays soft, breathes with the fabric and, after a wash or two, feels like part of the shirt. They need careful heat curing to set properly, so every batch goes through the dryer before it is folded. If you are still deciding which method suits a design:',
    },
    {
      kind: 'list',
      items: [
        'A few bold colours and a batch of twenty or more shirts: screen printing.',
        'A photograph, lots of colours or just one shirt: direct-to-garment.',
        'An all-over pattern with handmade character: block printing.',
      ],
    },
    {
      kind: 'tip',
      text: 'Run your fingertips over a print. If you can barely feel it, the ink has soaked into the fabric. If it feels smooth and rubbery, it is probably plastisol sitting on top.',
    },
  ],
  'cotton-linen-and-blends': [
    {
      kind: 'paragraph',
      text: 'Two T-shirts can look identical on a screen and feel completely different in your hands. Fabric decides how a tee breathes, drapes and ages, and how it copes with a sticky Mumbai afternoon. Labels are full of jargon, so here is what the words actually mean.',
    },
    { kind: 'heading', text: 'Cotton, and what makes it better' },
    {
      kind: 'paragraph',
      text: 'Cotton is the backbone of most T-shirts for good reason. It is soft and breathable, it absorbs sweat and it is easy to wash. But not all cotton is equal.',
    },
    {
      kind: 'list',
      items: [
        "Combed cotton has been brushed with fine combs before spinning to remove the short, weak fibres. The yarn that's left is smoother and stronger, so the fabric feels softer, pills less and takes a print more cleanly.",
        'Organic cotton is grown without synthetic pesticides or fertilisers. It does not necessarily feel different from conventional cotton; the difference is in how it is farmed. Look for a recognised certification on the label rather than just the word organic.',
        'Slub cotton is spun so the yarn has deliberate thick and thin sections. The result is a lightly textured, uneven surface with a relaxed, lived-in look, and it is usually light and airy.',
      ],
    },
    { kind: 'heading', text: 'GSM, explained' },
    {
      kind: 'paragraph',
      text: 'GSM stands for grams per square metre. It is the weight of the fabric, and it tells you more about a tee than almost any other number.',
    },
    {
      kind: 'list',
      items: [
        'Around 140 to 160 GSM: lightweight and airy, good for peak summer, though it can be slightly see-through in pale colours.',
        'Around 170 to 190 GSM: the everyday middle ground, substantial enough to hang well and light enough to wear most of the year.',
        '200 GSM and above: heavyweight, structured and durable. This is the weight of most boxy, oversized tees; it holds its shape beautifully but is warmer to wear.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Heavier is not automatically better. A 220 GSM tee is lovely on a Bengaluru evening in December and a bit much on a humid Chennai afternoon.',
    },
    { kind: 'heading', text: 'Linen and linen blends' },
    {
      kind: 'paragraph',
      text: "Linen is made from the fibres of the flax plant, and it is one of the best fabrics for heat. It lets air through easily, dries quickly and feels cool against the skin. It also creases the moment you look at it, which is part of its charm. Pure linen is usually woven rather than knitted, so you will find it more often in shirts than in T-shirts; most linen tees are a linen and cotton jersey, which gives you some of linen's coolness with cotton's softness and stretch. Expect a little crispness at first that softens with every wash.",
    },
    { kind: 'heading', text: 'Cotton-poly blends' },
    {
      kind: 'paragraph',
      text: 'Blending cotton with polyester makes a tee that shrinks less, wrinkles less and dries faster, and it often holds its colour well. The downside is breathability. Polyester does not absorb sweat the way cotton does, so in humid weather a mostly polyester tee can feel clammy and tends to hold on to odour. A cotton-rich blend, with 40 per cent polyester or less, is a sensible choice for travel or the gym; for everyday wear in Indian heat, we lean towards cotton.',
    },
    { kind: 'heading', text: 'What suits Indian weather' },
    {
      kind: 'list',
      items: [
        'Dry summer heat, like Delhi in May: lightweight cotton or a linen blend around 150 GSM, in lighter colours that reflect the sun.',
        'Humid coastal weather, like Mumbai or Chennai: airy slub or combed cotton between 160 and 180 GSM, with a relaxed fit so air moves around you.',
        'Monsoon: mid-weight cotton that dries reasonably quickly. Avoid very heavy tees that stay damp on the line for days.',
        'Winter in the north, or a trip to the hills: 200 GSM and above, worn alone on sunny afternoons or layered under a jacket or shawl.',
      ],
    },
    {
      kind: 'tip',
      text: 'Hold a tee up to the light. If you can clearly see your hand through it, it is lightweight: cool to wear, but in pale colours you may want a vest underneath.',
    },
  ],
  'five-ways-to-style-a-plain-tee': [
    {
      kind: 'paragraph',
      text: 'Every wardrobe needs a printed tee that makes people smile. But the shirt you reach for most often is probably plain: white, black, navy or a single bright colour that goes with everything. Here are five outfits we wear ourselves, each built around one good plain T-shirt. First, a word on choosing it. Look for:',
    },
    {
      kind: 'list',
      items: [
        'A neckline that lies flat and springs back after a gentle stretch.',
        'Shoulder seams that sit right at the edge of your shoulders.',
        'Fabric of around 180 GSM, heavy enough to hang well without clinging.',
      ],
    },
    { kind: 'heading', text: 'With a kurta-style jacket or overshirt' },
    {
      kind: 'paragraph',
      text: 'Throw an open overshirt or a short kurta-style jacket over a plain tee and you have an outfit that looks considered with almost no effort. A handloom cotton jacket in indigo, rust or olive over a white tee is our favourite version; the smooth jersey of the tee makes the texture of the handwoven fabric stand out. Leave it unbuttoned, roll the sleeves once and add jeans or chinos. It works for a gallery opening, a dinner out or an afternoon wandering around Kala Ghoda.',
    },
    { kind: 'heading', text: 'Tucked into linen trousers' },
    {
      kind: 'paragraph',
      text: 'For the office or a lunch meeting in the heat, tuck a plain tee into high-waisted linen trousers. A full tuck with a slim leather belt looks sharp; a loose half tuck at the front feels more relaxed. Keep the colours tonal, such as a cream tee with sand trousers or navy with grey, and finish with loafers or clean white sneakers. Cotton and linen together are about the coolest combination you can wear in an Indian summer, and it still looks properly put together.',
    },
    { kind: 'heading', text: 'Under a blazer' },
    {
      kind: 'paragraph',
      text: 'A T-shirt under a blazer is the easiest way to make tailoring feel less formal. The trick is a tee with a neat crew neck that sits close to the collarbone, and no big print fighting with the lapels. Black under charcoal, white under navy or deep green under beige all work well. Choose an unstructured cotton or linen blazer for warm evenings, and wear it with trousers for a relaxed family dinner or with dark jeans for a night out.',
    },
    { kind: 'heading', text: 'With a printed scarf or dupatta' },
    {
      kind: 'paragraph',
      text: 'A plain tee is the perfect backdrop for one statement piece. Drape a block-printed scarf or a bright bandhani dupatta loosely around your neck, or over one shoulder, and let it do all the talking. Pick one colour from the print and echo it somewhere else, in your earrings, bag or footwear, so the look feels planned. It is also a lovely way to wear a favourite dupatta with jeans instead of saving it for a special occasion.',
    },
    { kind: 'heading', text: 'Weekend shorts and kolhapuris' },
    {
      kind: 'paragraph',
      text: 'For slow Sundays, keep it simple: a slightly relaxed tee, cotton or linen shorts that end just above the knee, and a pair of leather kolhapuris. Roll the sleeves once, add sunglasses and a cloth tote, and you are ready for a market run, a walk along the sea face or a long breakfast with friends. Choose a bright tee, marigold yellow or sea green, and the whole outfit feels like a holiday.',
    },
    {
      kind: 'tip',
      text: 'Buy your favourite plain tee in two colours: a neutral that goes with anything, and one bright shade that lifts a simple outfit on a dull day.',
    },
  ],
};

export const articles: readonly Article[] = articleIndex.map((summary) => ({ ...summary, body: bodies[summary.slug] }));

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
