// The four founders of the family business, on our story and in the campaign's founders carousel.

export type Founder = { id: string; name: string; role: string; bio: string; image: string };

export const founders: readonly Founder[] = [
  {
    id: "harpreet",
    name: "Harpreet Singh",
    role: "Founder, farming and pressing",
    bio: "Harpreet has farmed mustard on the family's land for thirty years. He chooses the seed, runs the presses and tastes every batch before it is bottled.",
    image: "/images/founders/1.svg",
  },
  {
    id: "manjeet",
    name: "Manjeet Kaur",
    role: "Co-founder, community and campaign",
    bio: "Manjeet started the campaign that shares our income with farming families and brings packing and cleaning work to women in the villages around us.",
    image: "/images/founders/2.svg",
  },
  {
    id: "rajveer",
    name: "Rajveer Singh",
    role: "Co-founder, quality and operations",
    bio: "Rajveer studied food technology and brought lab testing to the farm. He makes sure every batch meets FSSAI standards before it ships.",
    image: "/images/founders/3.svg",
  },
  {
    id: "gurdeep",
    name: "Gurdeep Kaur",
    role: "Co-founder, customers and online store",
    bio: "Gurdeep answers your messages, plans the bundles and makes sure every order leaves the farm packed with care, the same day when she can.",
    image: "/images/founders/4.svg",
  },
];
