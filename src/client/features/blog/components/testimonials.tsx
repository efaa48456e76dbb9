import { Section } from "~/client/components/ui/section";

const testimonials = [
  { name: "Neha Sharma", place: "Gurugram", quote: "The wood pressed oil smells exactly like the oil my nani got pressed in the village. My pickles have never tasted better." },
  { name: "Arvind Mishra", place: "Lucknow", quote: "The arhar dal cooks soft and tastes richer than the polished dal we used to buy. Delivery was quick and the packing was neat." },
  { name: "Priya Nair", place: "Bengaluru", quote: "I like knowing that part of what I pay goes to farming families. The Complete Family Pack lasts us the whole month." },
];

export function Testimonials() {
  return (
    <Section id="testimonials" title="What Our Customers Say">
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="h-full rounded-xl bg-mustard-50 p-5">
              <blockquote className="text-earth-900/90">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm font-semibold">
                {t.name}, {t.place}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
