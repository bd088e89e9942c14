// The words of the seed's reviews (reviews.ts puts them together): what pet parents say of a food, by what the food
// is for (a puppy's growth, a cat's hairballs, a dog's weight), by its form (kibble, cans, treats) and, in the
// low-rated ones, what went wrong (a picky cat, a torn bag, loose stools, the price). In the sentences, {Pet} is the
// pet's name or "Our dog" ({pet}: "our dog"); {name} only where the pet has a name; {he}, {his}, {him} its pronouns;
// {noun} puppy, kitten, dog or cat; {species} dog or cat; {age} "3 years old" and {aged} "3-year-old"; {breed} a breed
// or kind of the species and size; {flavour} the recipe's main flavour; {pack} bag, can, tray or pouch; {months} how
// long it has eaten the food and {pounds} the weight it lost.

export type Topic =
  | 'growth'
  | 'senior'
  | 'weight'
  | 'stomach'
  | 'skin'
  | 'hairball'
  | 'indoor'
  | 'dental'
  | 'joint'
  | 'small'
  | 'large'
  | 'training'
  | 'dry'
  | 'wet'
  | 'treats'
  | 'everyday';

export type Complaint =
  | 'picky'
  | 'damaged'
  | 'stools'
  | 'price'
  | 'formula'
  | 'kibble'
  | 'smell'
  | 'crumbly'
  | 'no-change'
  | 'late';

/**
 * Sentences by what they fit, all that fit a review being used: any food; a dog's or a cat's; food in a bag, can, tray
 * or pouch; a meal (dry or wet food, not treats) or treats; a puppy or kitten, or a pet over a year old.
 */
export type Said = Partial<
  Record<
    'any' | 'dog' | 'cat' | 'bag' | 'can' | 'tray' | 'pouch' | 'meal' | 'treats' | 'young' | 'grown',
    readonly string[]
  >
>;

const words = (text: string): readonly string[] => text.split(' ');

export const DOG_NAMES = {
  he: words(
    'Max Charlie Cooper Buddy Milo Teddy Tucker Bear Duke Rocky Murphy Finn Ollie Winston Gus Louie Bruno Moose',
  ),
  she: words(
    'Bella Luna Daisy Lucy Sadie Rosie Molly Bailey Penny Stella Maggie Ruby Hazel Pepper Nala Willow Ellie Zoey',
  ),
};

export const CAT_NAMES = {
  he: words('Oliver Leo Simba Jasper Loki Tiger Oscar Felix Smokey Gizmo Mochi Toby Salem Milo Ziggy Pumpkin'),
  she: words('Luna Cleo Lily Nala Chloe Mittens Willow Pepper Olive Hazel Sophie Misty Callie Daisy Penny Bean'),
};

export const BREEDS = {
  dog: {
    small: ['Yorkie', 'Shih Tzu', 'Chihuahua', 'Maltese', 'Pomeranian', 'Cavalier', 'Dachshund', 'Pug'],
    medium: ['Beagle', 'Border Collie', 'Boxer', 'Aussie', 'Corgi', 'rescue mutt', 'Lab mix', 'Cocker Spaniel'],
    large: ['Lab', 'German Shepherd', 'Golden Retriever', 'Great Dane', 'Bernese', 'Rottweiler', 'Goldendoodle'],
  },
  cat: ['tabby', 'Maine Coon', 'Siamese', 'Ragdoll', 'rescue cat', 'tuxedo cat', 'Bengal', 'British Shorthair'],
};

export const AUTHOR_FIRST_NAMES = words(
  'Jamie Sarah Mike Jennifer David Emily Chris Jessica Brian Ashley Kevin Amanda Jason Megan Ryan Rachel Matt Lauren ' +
    'Daniel Nicole Tom Heather Steve Katie Mark Laura Paul Michelle Eric Amy Greg Stephanie Tony Angela Scott Melissa ' +
    'Josh Kim Andrew Lisa Dana Rosa Luis Maria Carlos Priya Raj Mei Kenji Aisha Omar Fatima Noah Olivia Ethan Ava ' +
    'Liam Grace Caleb Hannah Owen Claire Tanya Derek Brenda Gary Linda Carol Frank Joyce',
);
/** The initials of the authors' last names (a few letters begin few names). */
export const LAST_INITIALS = words('A B C D E F G H J K L M N P R S T V W');

/** A pleased review's first sentence, naming the pet, which the sentences after it call he or she. */
export const OPENERS: Said = {
  any: ['Second time ordering this for {pet}.', '{name} is our {aged} {breed}.'],
  grown: ['We have been buying this for {pet} for over a year.'],
  young: ['{Pet} came home at eight weeks and has eaten this ever since.'],
  meal: [
    'We switched {pet} to this about {months} months ago and have not looked back.',
    '{Pet} is {age} and has been on this food for a while now.',
    'Our vet suggested this for {pet} and we have stuck with it.',
    'Ordered this for {pet} after a friend recommended it.',
  ],
  treats: [
    'We started giving these to {pet} about {months} months ago.',
    '{Pet} is {age} and gets one of these every day.',
  ],
};

/** A middling review's first sentence, naming the pet. */
export const MIXED_OPENERS: Said = {
  any: ['We bought this for {pet} on our vet’s advice.', '{name} is our {aged} {breed}.'],
  meal: ['We switched {pet} to this about {months} months ago.', '{Pet} has been on this for a few months now.'],
  treats: ['We have been giving these to {pet} for a few months.'],
};

/** A first sentence that does not name the pet, for a review whose next sentence does. */
export const ASIDES: Said = {
  any: ['We tried a few brands before this one.', 'Long-time buyer here.', 'Found this after a lot of reading.'],
};

/** A low-rated review's first sentence, naming the pet. */
export const TRIED: Said = {
  any: ['We bought this for {pet}.', 'We gave this a try for {pet}.', 'Ordered this for {pet} on our vet’s advice.'],
};

/** What a pleased reviewer says about what the food is for. */
export const PRAISE: Record<Topic, Said> = {
  growth: {
    dog: [
      '{Pet} has grown into a strong, lively pup on it and the vet is happy with {his} weight at every visit.',
      'Easy on puppy teeth, and {he} finishes every meal.',
      '{Pet} went from a skinny rescue pup to a healthy weight in a couple of months.',
    ],
    cat: [
      'Easy for a kitten to eat, and {he} finishes the bowl every time.',
      '{Pet} is growing fast, has a soft shiny coat and more energy than we can keep up with.',
      '{Pet} was a fussy eater at first but took to this straight away.',
    ],
  },
  senior: {
    dog: [
      'At {age} {he} still asks for {his} walk every morning, and {he} has more pep than last year.',
      '{He} has kept {his} weight steady and {his} coat looks better than it has in years.',
      'Easy on an older dog’s stomach, and {he} still gets excited at dinner time.',
    ],
    cat: [
      'At {age} {he} is still playing with {his} toys and keeping a healthy weight.',
      '{He} had become picky with age, but eats this without any coaxing.',
      'The vet was pleased with {his} bloodwork at {his} senior check-up.',
    ],
  },
  weight: {
    dog: [
      '{He} has lost {pounds} pounds since we started and still acts like every meal is a treat.',
      'The vet finally stopped lecturing us about {his} weight. {He} is trimmer and not begging all day.',
      '{He} feels full on the recommended amount, which was never the case with other light foods.',
    ],
    cat: [
      '{He} has lost {pounds} pounds over a few months and is jumping onto the couch again.',
      '{He} does not seem hungry all the time, which was our worry with a weight food.',
      'Slow, steady weight loss, exactly what the vet wanted for {him}.',
    ],
  },
  stomach: {
    dog: [
      'No more upset stomach, and {his} stools are finally firm.',
      'We used to deal with loose stools every other week. Since switching, nothing.',
      '{He} has a sensitive tummy and this is the first food that agrees with {him}.',
    ],
    cat: [
      'The vomiting after meals has stopped almost completely.',
      '{He} has a delicate stomach and this is the first food that stays down.',
      'The litter box tells the story: much better since we switched.',
    ],
  },
  skin: {
    dog: [
      '{His} coat is shiny and {he} has stopped scratching at night.',
      'The itchy paws and flaky skin cleared up within a couple of months.',
    ],
    cat: ['{His} fur is soft and glossy, and the over-grooming has stopped.', 'Much less dandruff in {his} coat.'],
  },
  hairball: {
    cat: [
      'We used to find a hairball every week. Now it is maybe one a month.',
      'Fewer hairballs and less hacking in the middle of the night.',
    ],
  },
  indoor: {
    cat: [
      'A good fit for an indoor cat who mostly naps in the sun. {He} keeps a healthy weight.',
      'The litter box smells noticeably less since we switched.',
    ],
  },
  dental: {
    dog: [
      '{His} breath is much better and the vet commented on how clean {his} teeth look.',
      'Less tartar at {his} last dental check.',
    ],
    cat: ['{His} breath is noticeably better.', 'The vet said {his} teeth look good at the last check-up.'],
  },
  joint: {
    grown: [
      'At {age} {he} takes the stairs without hesitating again.',
      'A big dog with big joints: {he} is moving more easily on our long walks.',
    ],
    young: ['The vet says slow, steady growth is what a big breed needs, and {he} is right on track.'],
  },
  small: {
    bag: [
      'The small kibble is just right for {his} tiny mouth.',
      'Little pieces, and {he} can actually chew them instead of swallowing them whole.',
    ],
    tray: ['Just the right portion for a small dog, with no half-used cans in the fridge.'],
  },
  large: {
    dog: [
      'Good-sized kibble for a big dog, so {he} chews rather than gulps.',
      '{He} is a big eater and this keeps {him} lean and strong.',
    ],
  },
  training: {
    dog: [
      'Small, soft and easy to break in half, so perfect for training sessions.',
      '{He} sits the moment {he} hears the bag rustle.',
    ],
  },
  dry: {
    any: [
      'The kibble smells fine, {he} crunches it happily, and the bag reseals well.',
      'The {flavour} recipe is {his} favourite. {He} licks the bowl clean.',
    ],
    dog: [
      'We mix a little warm water in and {he} goes crazy for it.',
      '{He} does a happy dance when {he} hears the scoop hit the bowl.',
      'Firm stools and a lot less gas than on the grocery store brand.',
    ],
    cat: [
      '{He} waits by the bowl every morning and eats every piece.',
      'We leave a measured amount out and {he} nibbles through the day without overeating.',
      'Even our other cat keeps stealing from {his} bowl.',
    ],
  },
  wet: {
    dog: [
      'I mix half a {pack} into {his} kibble and {he} licks the bowl clean.',
      'Nice texture with real chunks, and it does not smell awful when you open it.',
      'The {flavour} one is the favourite in our house.',
      'A spoonful on top makes {his} dry food much more exciting.',
    ],
    cat: [
      '{He} meows at the fridge when it is time for {his} {pack}.',
      '{He} comes running at the sound of a {pack} opening.',
      'Smooth texture that {he} actually eats instead of licking the gravy off.',
      'The {flavour} flavour is the one {he} never leaves.',
    ],
  },
  treats: {
    dog: [
      'Made with real {flavour} and {he} goes nuts for them.',
      'A good size to break up, and they do not leave crumbs all over the couch.',
      'Nice to have a treat that does not upset {his} stomach.',
    ],
  },
  everyday: {
    any: ['Good ingredients and {he} does well on it.', 'Consistent quality from {pack} to {pack}.'],
    meal: [
      '{He} has plenty of energy and a glossy coat.',
      '{He} is healthy and happy and the vet has no complaints.',
      'The vet was happy with {his} weight and coat at the last check-up.',
      'Autoship makes it easy: it turns up before we run out.',
    ],
    treats: ['{He} knows exactly which cupboard they live in.', 'One of these and {he} will do anything we ask.'],
  },
};

/** Titles of a five- or four-star review by what it praises; those of `any` fit every food. */
export const PRAISE_TITLES: Partial<Record<Topic, Said>> & { any: Said } = {
  any: {
    any: ['{name} loves it', 'Highly recommend', 'Happy {noun}, happy owner', 'Will keep buying'],
    meal: ['Clean bowl every time', 'Great food', 'Our vet’s pick and a hit at home', 'Exactly what we needed'],
    treats: ['Great treats', 'Tail-wagging approved'],
  },
  growth: { dog: ['Great start for our puppy', 'Growing puppy loves it'], cat: ['Our kitten thrives on it'] },
  senior: { any: ['Keeps our old {species} going', 'Perfect for a senior {species}'] },
  weight: { any: ['Finally losing weight', 'Down {pounds} pounds'] },
  stomach: { any: ['No more tummy troubles', 'Gentle on a sensitive stomach'] },
  skin: { any: ['Shiny coat, no more scratching'] },
  hairball: { cat: ['Hairballs way down'] },
  dental: { any: ['Fresher breath'] },
  joint: { dog: ['Moving better'] },
  training: { dog: ['Training made easy'] },
  treats: { dog: ['Favourite treat in the house', 'Worth every sit and stay'] },
  wet: { cat: ['Picky cat approved'], dog: ['Dinner time favourite'] },
};

/** A four-star reviewer's one reservation. */
export const NIGGLES: Said = {
  any: [
    'Only four stars because the price keeps creeping up.',
    'Would be five stars if it came in a bigger {pack}.',
    'A little pricey, but worth it for us.',
  ],
  meal: ['Took {him} a few days to get used to it.'],
};

export const TITLES_FOUR: Said = {
  any: ['Solid choice', 'Works well for us', 'A bit pricey but good', 'Very good', 'Does the job'],
};

/** Titles of a three-star review that names no one thing. */
export const MIXED_TITLES: Said = { any: ['It is okay', 'Mixed feelings', 'Average', 'Fine, nothing special'] };

export const CLOSERS: Record<5 | 4 | 3 | 2 | 1, Said> = {
  5: {
    any: ['Highly recommend.', 'Will keep buying.', 'Worth every penny.', 'Arrives fast, too.', ''],
    meal: ['Thank you for making a food {he} actually likes.'],
  },
  4: { any: ['Good overall.', 'We will keep buying it.', 'Recommended.', ''] },
  3: { any: ['We will finish the {pack} and see.', 'Not sure we will buy it again.', 'It is fine.', ''] },
  2: { any: ['Disappointed.', 'Hoping it was a one-off.', ''], meal: ['We have gone back to our old food.'] },
  1: { any: ['Will not be buying again.', 'Very disappointed.', 'Save your money.', ''] },
};

/** What went wrong, as a low-rated review (1–2 stars) tells it and as a middling one (3 stars) mentions it. */
export const COMPLAINTS: Record<Complaint, { titles: Said; mixedTitles: Said; said: Said; mixed: Said }> = {
  picky: {
    titles: { cat: ['Would not touch it', 'Not for my picky cat'], dog: ['Our picky eater refused it'] },
    mixedTitles: { any: ['Hit and miss with our picky {species}'] },
    said: {
      cat: [
        '{He} sniffed it and walked away. We tried for a week, mixing it with {his} old food, and {he} still picked around it.',
        '{He} would not eat it at all. Cats can be picky, but {he} has never refused a food this completely.',
      ],
      dog: ['{He} eats anything, but not this. {He} sniffed it and walked off.'],
      meal: ['{He} will not eat it unless I add a topper, and even then {he} leaves half the bowl.'],
    },
    mixed: {
      cat: ['{He} eats it, but only when {he} is really hungry, and leaves the rest.'],
      dog: ['{He} eats it, but without much enthusiasm.'],
    },
  },
  damaged: {
    titles: { any: ['Arrived damaged', 'Packaging problem'] },
    mixedTitles: { meal: ['Good food, bad packaging'], treats: ['Good treats, bad packaging'] },
    said: {
      bag: [
        'The bag arrived torn open at the bottom, with food loose all over the box. Customer service sent a new one, but what a mess.',
        'Second order in a row where the bag had a split seam when it arrived.',
      ],
      can: [
        'Three of the cans arrived dented and one was leaking all over the box.',
        'Several dented cans in the case, one with a broken seal, so we had to throw it out.',
      ],
      tray: ['Two of the trays arrived with the lids peeled back and the food dried out.'],
      pouch: ['A few pouches had burst in the box and the rest were sticky with gravy.'],
    },
    mixed: { any: ['{He} likes it, but the last {pack} arrived damaged.'] },
  },
  stools: {
    titles: { dog: ['Gave {him} an upset stomach', 'Loose stools'], cat: ['Made {him} sick', 'Upset stomach'] },
    mixedTitles: { any: ['Took a while to settle'] },
    said: {
      dog: ['{He} had diarrhea within days of starting it.'],
      cat: [
        '{He} threw up after most meals once we switched. Back to the old food and it stopped.',
        'Soft stools and a very smelly litter box from the first week.',
      ],
      meal: ['Even with a slow switch over two weeks, {he} had loose stools the whole time. We had to stop.'],
    },
    mixed: { any: ['The first couple of weeks gave {him} soft stools before it settled down.'] },
  },
  price: {
    titles: { any: ['Too expensive for what it is', 'Price went up again'] },
    mixedTitles: { any: ['Decent but pricey', 'Good, but the price'] },
    said: {
      any: ['Way too expensive for a {pack} this size. We found something similar for much less.'],
      meal: ['{He} does fine on it, but the price has gone up twice this year and it is hard to justify.'],
    },
    mixed: { any: ['{He} does fine on it, but it costs a lot more than it used to.'] },
  },
  formula: {
    titles: { any: ['Did they change the recipe?', 'Not the same food anymore'] },
    mixedTitles: { any: ['New recipe is not as good'] },
    said: {
      any: [
        'The recipe seems to have changed. It looks and smells different and {he} is not interested anymore.',
        'We bought this for years but the new recipe does not agree with {him}.',
      ],
    },
    mixed: { any: ['The newer {pack} looks different from the old one, and {he} is less keen on it.'] },
  },
  kibble: {
    titles: { any: ['Kibble size is wrong for us'] },
    mixedTitles: { any: ['Okay, but the kibble size'] },
    said: {
      dog: ['The pieces are too big for {his} mouth, so {he} drops half of them on the floor.'],
      cat: ['The pieces are too big for {him} and {he} swallows them whole, then brings them back up.'],
    },
    mixed: { any: ['The kibble is a bit large for {him}, but {he} manages.'] },
  },
  smell: {
    titles: { any: ['Strong smell'] },
    mixedTitles: { any: ['Good, but what a smell'] },
    said: { any: ['The smell when you open the {pack} is overpowering, and {he} barely touched it.'] },
    mixed: { any: ['It has quite a smell when you open the {pack}, but {he} eats it.'] },
  },
  crumbly: {
    titles: { any: ['Arrived as crumbs'] },
    mixedTitles: { any: ['Tasty but crumbly'] },
    said: { any: ['Half of the bag was crumbs and dust by the time it reached us.'] },
    mixed: { any: ['{He} loves them, but a lot of them arrive broken.'] },
  },
  'no-change': {
    titles: { any: ['Did not work for us', 'No difference'] },
    mixedTitles: { any: ['Not sure it is working'] },
    said: { any: ['Three months in and we see no difference in {him} at all, and the vet did not either.'] },
    mixed: { any: ['{He} likes it well enough, but we have not seen the change we hoped for yet.'] },
  },
  late: {
    titles: { any: ['Late delivery'] },
    mixedTitles: { any: ['Good, but slow shipping'] },
    said: { any: ['The order took almost two weeks and we ran out. {He} was not happy about it.'] },
    mixed: { any: ['{He} likes it, but our last order took over a week to arrive.'] },
  },
};
