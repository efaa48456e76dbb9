import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { pageMeta } from "~/client/lib/meta";
import { buttonClasses } from "~/client/components/ui/button";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const meta = () => pageMeta("Lab Reports", "How we test every batch of our mustard oil and dals: nutritional profile and FSSAI requirements. Ask us for a batch report.");

export default function Page() {
  return (
    <ContentPage title="Lab Reports" intro="Every batch we press or pack is tested by an accredited food laboratory before it reaches you.">
      <ContentSection title="What We Test for">
        <ul>
          <li>
            <strong>Nutritional Profile</strong>: fatty acid composition (including erucic acid, omega-3 and omega-6), energy, protein and fibre.
          </li>
          <li>
            <strong>FSSAI Requirement</strong>: the purity and safety limits set by the Food Safety and Standards Authority of India, including adulteration, acid value and
            moisture.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Ask for a report">
        <p>Reports are issued per batch. Send us the batch number printed on your bottle or pack and we will share the report for it.</p>
      </ContentSection>
      <Link to={paths.contact.getHref()} className={buttonClasses({ size: "lg" })}>
        Contact Us
      </Link>
    </ContentPage>
  );
}
