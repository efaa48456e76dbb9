import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Section } from "~/client/components/ui/section";

const testimonials = [
  {
    id: "neha",
    name: msg`Neha Sharma`,
    place: msg`Gurugram`,
    quote: msg`The wood pressed oil smells exactly like the oil my nani got pressed in the village. My pickles have never tasted better.`,
  },
  {
    id: "arvind",
    name: msg`Arvind Mishra`,
    place: msg`Lucknow`,
    quote: msg`The arhar dal cooks soft and tastes richer than the polished dal we used to buy. Delivery was quick and the packing was neat.`,
  },
  {
    id: "priya",
    name: msg`Priya Nair`,
    place: msg`Bengaluru`,
    quote: msg`I like knowing that part of what I pay goes to farming families. The Complete Family Pack lasts us the whole month.`,
  },
];

export function Testimonials() {
  const { t, i18n } = useLingui();
  return (
    <Section id="testimonials" title={t`What Our Customers Say`}>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="h-full rounded-xl bg-mustard-50 p-5">
              <blockquote className="text-earth-900/90">“{i18n._(testimonial.quote)}”</blockquote>
              <figcaption className="mt-3 text-sm font-semibold">
                {i18n._(testimonial.name)}, {i18n._(testimonial.place)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
