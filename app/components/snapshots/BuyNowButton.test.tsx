import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ConsultationProvider } from "~/components/forms/ConsultationProvider";
import { BookingLink } from "~/components/forms/BookingLink";
import { BuyNowButton } from "./BuyNowButton";

const buyNow = { title: "Buy the Mortgage Snapshot", subtitle: "Tell us where to send the Mortgage Snapshot and we will reply.", interest: "snapshot:mortgage" };

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
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/contact?interest=snapshot:mortgage");
    expect(screen.queryByRole("button", { name: "Buy Now" })).toBeNull();
  });
});

describe("Pick a time now", () => {
  it("links to the booking calendar when one is configured", () => {
    render(<BookingLink url="https://api.leadconnectorhq.com/widget/booking/abc" label="Pick a time now" />);
    expect(screen.getByRole("link", { name: "Pick a time now" })).toHaveAttribute("href", "https://api.leadconnectorhq.com/widget/booking/abc");
  });

  it("renders nothing without one", () => {
    const { container } = render(<BookingLink url="" label="Pick a time now" />);
    expect(container).toBeEmptyDOMElement();
  });
});
