import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The four founders of the family business, on our story and in the campaign's founders carousel;
// their names too are written in each language's script.

export type Founder = { id: string; name: MessageDescriptor; role: MessageDescriptor; bio: MessageDescriptor; image: string };

export const founders: readonly Founder[] = [
  {
    id: "harpreet",
    name: msg`Harpreet Singh`,
    role: msg`Founder, farming and pressing`,
    bio: msg`Harpreet has farmed mustard on the family's land for thirty years. He chooses the seed, runs the presses and tastes every batch before it is bottled.`,
    image: "/images/founders/1.svg",
  },
  {
    id: "manjeet",
    name: msg`Manjeet Kaur`,
    role: msg`Co-founder, community and campaign`,
    bio: msg`Manjeet started the campaign that shares our income with farming families and brings packing and cleaning work to women in the villages around us.`,
    image: "/images/founders/2.svg",
  },
  {
    id: "rajveer",
    name: msg`Rajveer Singh`,
    role: msg`Co-founder, quality and operations`,
    bio: msg`Rajveer studied food technology and brought lab testing to the farm. He makes sure every batch meets FSSAI standards before it ships.`,
    image: "/images/founders/3.svg",
  },
  {
    id: "gurdeep",
    name: msg`Gurdeep Kaur`,
    role: msg`Co-founder, customers and online store`,
    bio: msg`Gurdeep answers your messages, plans the bundles and makes sure every order leaves the farm packed with care, the same day when she can.`,
    image: "/images/founders/4.svg",
  },
];
