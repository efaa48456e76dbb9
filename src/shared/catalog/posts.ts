import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The four blog articles, their words in each language (the blog catalogue). Dates are ISO days,
// shown in en-IN short format (docs/product-rules.md#dates).

export type PostCategory = "Health" | "Campaign";

export type Post = {
  id: string;
  title: MessageDescriptor;
  excerpt: MessageDescriptor;
  /** Paragraphs of the full article. */
  fullContent: readonly MessageDescriptor[];
  image: string;
  category: PostCategory;
  author: MessageDescriptor;
  date: string;
  /** Minutes, 4 to 6. */
  readTime: number;
};

export const postCategories: readonly PostCategory[] = ["Health", "Campaign"];

/** A category's name as shoppers read it. */
export const categoryLabels: Record<PostCategory, MessageDescriptor> = { Health: msg`Health`, Campaign: msg`Campaign` };

export const posts: readonly Post[] = [
  {
    id: "1",
    title: msg`Why cold-pressed mustard oil belongs in your kitchen`,
    excerpt: msg`Pressed without heat or chemicals, mustard oil keeps the pungency, aroma and natural goodness that refining strips away.`,
    fullContent: [
      msg`For generations, the kitchens of Punjab, Haryana, Bihar and Bengal ran on mustard oil. It was pressed in the village, poured into a steel can and used for everything: the tadka on the dal, the pickle jar, the winter massage. Then refined oils arrived in shiny bottles, and many families switched without asking what refining does.`,
      msg`Refining heats the oil, bleaches it and deodorises it. What is left is neutral, but it has also lost the sharp aroma and much of what made the oil worth eating. Cold pressing takes the other road: the seed is crushed slowly, the temperature stays low, and the oil is only filtered before it reaches the bottle.`,
      msg`Mustard oil is naturally rich in monounsaturated fat and carries omega-3 and omega-6 fatty acids in a balance that few cooking oils match. Its high smoke point suits Indian cooking, from deep frying pakoras to slow-cooking sarson da saag.`,
      msg`At our farm we press our own yellow and black mustard seed in small batches, so each bottle is fresh. Heat the oil until it just starts to smoke, let it cool for a moment, and then add your jeera or rai. That first sizzle is the smell of home.`,
    ],
    image: "/images/blog/1.svg",
    category: "Health",
    author: msg`Harpreet Singh`,
    date: "2026-01-12",
    readTime: 5,
  },
  {
    id: "2",
    title: msg`Wooden kolhu or hydraulic press: what is the difference?`,
    excerpt: msg`Both keep the oil cold and pure. Here is how each press works, and why we make both.`,
    fullContent: [
      msg`A wooden kolhu is the oldest oil press in India: a heavy pestle of acacia wood turning slowly inside a mortar, once pulled by bullocks and now by a gentle motor. It turns at only about fourteen rotations a minute, so the seed is crushed without ever getting hot. The oil comes out deep golden, with a rounded, nutty flavour.`,
      msg`A hydraulic press squeezes the seed between plates under steady pressure. There is no friction and no grinding, so the oil stays cold here too. It is brighter and sharper, with the classic mustard bite that makes your eyes water a little.`,
      msg`Neither press uses chemicals, and both leave the oil unrefined. The difference is taste and tradition. Many families use wood pressed oil for everyday sabzi and hydraulic pressed oil for pickles and fish, where the pungency shines.`,
      msg`If you cannot decide, our Traditional Oil Duo brings one litre of each, so you can taste them side by side and choose the one that belongs in your kitchen.`,
    ],
    image: "/images/blog/2.svg",
    category: "Health",
    author: msg`Gurdeep Kaur`,
    date: "2026-02-03",
    readTime: 4,
  },
  {
    id: "3",
    title: msg`Every bottle supports a farming family`,
    excerpt: msg`How a share of each purchase goes back to the villages that grow our seed, and to women who find work at home.`,
    fullContent: [
      msg`We began as one farming family. When we started pressing and selling our own oil, our neighbours asked whether we would buy their seed too. Today we work with farming families across our district who grow mustard, dal and wheat for us at fair, fixed prices agreed before sowing.`,
      msg`Part of every purchase goes into our campaign fund. It pays for better seed, soil testing and training in natural farming, so that families can move away from costly chemical inputs without losing a harvest.`,
      msg`The campaign also creates work for rural women. Cleaning dal by hand, sorting seed, labelling bottles and packing orders are done by women from nearby villages, close to home, on hours that fit around their families.`,
      msg`When you order from us, you are not only buying oil or dal. You are helping a village keep its farms and its young people. Thank you for being part of it.`,
    ],
    image: "/images/blog/3.svg",
    category: "Campaign",
    author: msg`Manjeet Kaur`,
    date: "2026-02-21",
    readTime: 6,
  },
  {
    id: "4",
    title: msg`Unpolished dal: the simple switch for better protein`,
    excerpt: msg`Polishing makes dal shine, but it rubs away fibre and minerals. Here is why we sell our dals the way they leave the field.`,
    fullContent: [
      msg`Walk through any market and the dal that shines catches your eye. That shine usually comes from polishing with water, oil or even leather, which makes the grains look uniform but scrubs away part of the outer layer where fibre and minerals sit.`,
      msg`Unpolished dal looks a little duller and less even. It keeps its natural coat, cooks to a fuller flavour and keeps you satisfied for longer. Soak it for twenty minutes before cooking and it softens just as well as polished dal.`,
      msg`Our arhar, moong, urad, masoor and chana are grown organically, dried in the sun and cleaned by hand. Nothing is added, nothing is polished. Whole dals such as sabut moong and sabut masoor are even richer, and sprout beautifully for salads.`,
      msg`Pair a bowl of dal with rice or roti and a spoon of mustard oil tadka, and you have a complete, honest meal of the kind our grandparents ate every day.`,
    ],
    image: "/images/blog/4.svg",
    category: "Health",
    author: msg`Rajveer Singh`,
    date: "2026-03-08",
    readTime: 4,
  },
];
