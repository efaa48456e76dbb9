import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withMessages } from "~/client/test/i18n";
import type { Lang } from "~/shared/lang";
import { EmailLinkPage } from "./card-page";

// A link from an e-mail opened without its token (a mail app that cut it off) says so in the page's language.

const page = (url: string, lang: Lang) =>
  renderToStaticMarkup(
    withMessages(
      <MemoryRouter initialEntries={[url]}>
        <EmailLinkPage title="Confirm">{(token) => <p>token {token}</p>}</EmailLinkPage>
      </MemoryRouter>,
      ["layout"],
      lang,
    ),
  );

describe("a page opened from an e-mail's link", () => {
  it("says in English that a link without its token is incomplete", () => {
    expect(page("/notify-me/confirm", "en")).toContain('<p role="alert">This confirmation link is incomplete. Please open the link from the e-mail again.</p>');
  });

  it("says it in Hindi on a Hindi page", () => {
    expect(page("/hi/notify-me/confirm", "hi")).toContain('<p role="alert">यह कन्फ़र्मेशन लिंक अधूरा है। कृपया ईमेल से लिंक दोबारा खोलें।</p>');
  });

  it("hands the token to its task", () => {
    expect(page("/hi/orders/confirm?token=abc", "hi")).toContain("<p>token abc</p>");
  });
});
