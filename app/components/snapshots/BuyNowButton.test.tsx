// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ConsultationProvider } from "~/components/forms/ConsultationProvider";
import { BookingLink } from "~/components/forms/BookingLink";
import { PayForm } from "~/components/forms/PayForm";
import { BuyNowButton } from "./BuyNowButton";

const buyNow = {
  title: "Buy the Mortgage Snapshot",
  subtitle: "Tell us where to send the Mortgage Snapshot and we will reply.",
  interest: "snapshot:mortgage",
};

function renderInShell(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <ConsultationProvider>{element}</ConsultationProvider>
    </MemoryRouter>,
  );
}

describe("Buy Now", () => {
  it("is a link to the snapshot's checkout page, in the same tab, when the snapshot has one", () => {
    renderInShell(<BuyNowButton buyNow={buyNow} checkoutUrl="https://buy.stripe.com/test_123" />);
    const link = screen.getByRole("link", { name: "Buy Now" });
    expect(link).toHaveAttribute("href", "https://buy.stripe.com/test_123");
    expect(link).not.toHaveAttribute("target");
    expect(screen.queryByRole("button", { name: "Buy Now" })).toBeNull();
  });

  it("without a checkout page links to the contact page with the snapshot as its interest (the popup takes the click over)", () => {
    renderInShell(<BuyNowButton buyNow={buyNow} />);
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute(
      "href",
      "/contact?interest=snapshot:mortgage",
    );
    expect(screen.queryByRole("button", { name: "Buy Now" })).toBeNull();
  });
});

describe("Pay, while the site sells itself", () => {
  const pay = { action: "/api/checkout", slug: "mortgage", label: "Pay $197 now" };

  it("is a plain form post of the slug alone to the checkout, which works without JavaScript", () => {
    render(<PayForm pay={pay} />);
    const button = screen.getByRole("button", { name: "Pay $197 now" });
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/checkout");
    expect([...new FormData(form).entries()]).toEqual([["slug", "mortgage"]]);
  });

  it("is offered in the Buy Now popup, above the question form", async () => {
    // jsdom has no modal dialogs: opening one only marks it open.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    renderInShell(<BuyNowButton buyNow={{ ...buyNow, pay }} />);
    fireEvent.click(screen.getByRole("link", { name: "Buy Now" }));
    const payButton = await screen.findByRole("button", { name: "Pay $197 now" }, { timeout: 5000 });
    expect(payButton.closest("form")).toHaveAttribute("action", "/api/checkout");
    expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0);
  });
});

describe("Pick a time now", () => {
  it("links to the booking calendar when one is configured", () => {
    render(<BookingLink url="https://api.leadconnectorhq.com/widget/booking/abc" label="Pick a time now" />);
    expect(screen.getByRole("link", { name: "Pick a time now" })).toHaveAttribute(
      "href",
      "https://api.leadconnectorhq.com/widget/booking/abc",
    );
  });

  it("renders nothing without one", () => {
    const { container } = render(<BookingLink url="" label="Pick a time now" />);
    expect(container).toBeEmptyDOMElement();
  });
});
