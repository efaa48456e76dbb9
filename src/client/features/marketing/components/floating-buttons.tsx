import { useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { brand } from "~/shared/brand";

/** The floating WhatsApp chat link under `enquiry`, the Business Enquiry button the page passes in. */
export function FloatingButtons({ enquiry }: { enquiry: ReactNode }) {
  const { t } = useLingui();
  const chatText = t`Hello! I have a question about your products.`;
  return (
    <div className="fixed bottom-3 right-3 z-30 flex flex-col items-end gap-2 sm:bottom-4 sm:right-4 sm:gap-3">
      {enquiry}
      <a
        href={`https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(chatText)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat with us on WhatsApp`}
        className="flex size-12 items-center justify-center rounded-full sm:size-14 bg-[#1f7a44] text-white shadow-lg hover:bg-[#176336]"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </div>
  );
}
