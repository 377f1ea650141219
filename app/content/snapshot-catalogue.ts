import type { SnapshotCategory, SnapshotCategoryId, SnapshotListing } from "./types";

import { DEFAULT_SNAPSHOT_PRICE } from "./snapshot-pricing";

export { DEFAULT_SNAPSHOT_PRICE, MARKETPLACE_CLAIMS, SNAPSHOT_ORIGINAL_PRICE } from "./snapshot-pricing";

/** The eight categories, in SPEC order; counts come from the listings below. */
export const snapshotCategories: SnapshotCategory[] = [
  { id: "real-estate-finance", name: "Real Estate & Finance", description: "Agents, brokerages, lenders, insurance and money professionals whose deals live or die on fast follow-up." },
  { id: "home-services", name: "Home Services", description: "Contractors and service crews who need estimates booked, jobs scheduled and reviews collected without the phone tag." },
  { id: "health-wellness", name: "Health & Wellness", description: "Clinics, studios and practitioners who fill calendars, cut no-shows and bring patients and members back." },
  { id: "professional-services", name: "Professional Services", description: "Law firms, accountants, coaches and consultants who qualify enquiries before anyone picks up the phone." },
  { id: "local-business", name: "Local Business", description: "Salons, shops, restaurants and auto businesses that live on repeat visits and local reviews." },
  { id: "events-entertainment", name: "Events & Entertainment", description: "Venues, planners and creatives who juggle enquiries, tours, proposals and dated bookings." },
  { id: "education-training", name: "Education & Training", description: "Course creators and schools who enrol students, run trial lessons and keep learners engaged." },
  { id: "specialty-niche", name: "Specialty & Niche", description: "Churches, nonprofits, care providers and specialist businesses with journeys of their own." },
];

/** All 82 snapshots, grouped by category in SPEC order. */
export const snapshotListings: SnapshotListing[] = [
  { slug: "real-estate-agent", name: "Real Estate Agent Snapshot", category: "real-estate-finance", price: 167, rating: 4.8, sales: 47, reviews: 15 },
  { slug: "brokerage", name: "Real Estate Brokerage Snapshot", category: "real-estate-finance", price: 147, rating: 4.7, sales: 133, reviews: 47 },
  { slug: "property-management", name: "Property Management Snapshot", category: "real-estate-finance", rating: 4.8, sales: 102, reviews: 26 },
  { slug: "real-estate-investor", name: "Real Estate Investor Snapshot", category: "real-estate-finance", price: 159, rating: 4.8, sales: 32, reviews: 8 },
  { slug: "mortgage", name: "Mortgage Snapshot", category: "real-estate-finance", price: 197, rating: 4.9, sales: 36, reviews: 10 },
  { slug: "insurance-agency", name: "Insurance Agency Snapshot", category: "real-estate-finance", price: 159, rating: 4.9, sales: 35, reviews: 14 },
  { slug: "life-insurance", name: "Life Insurance Snapshot", category: "real-estate-finance", price: 149, rating: 4.8, sales: 108, reviews: 40 },
  { slug: "financial-advisor", name: "Financial Advisor Snapshot", category: "real-estate-finance", rating: 4.6, sales: 101, reviews: 37 },
  { slug: "tax-bookkeeping", name: "Tax & Bookkeeping Snapshot", category: "real-estate-finance", price: 147, rating: 4.8, sales: 33, reviews: 11 },
  { slug: "credit-repair", name: "Credit Repair Snapshot", category: "real-estate-finance", price: 157, rating: 4.8, sales: 81, reviews: 22 },
  { slug: "roofing", name: "Roofing Snapshot", category: "home-services", price: 149, rating: 4.8, sales: 99, reviews: 40 },
  { slug: "hvac", name: "HVAC Snapshot", category: "home-services", price: 157, rating: 4.7, sales: 102, reviews: 37 },
  { slug: "plumbing", name: "Plumbing Snapshot", category: "home-services", rating: 4.8, sales: 75, reviews: 20 },
  { slug: "electrical", name: "Electrical Contractor Snapshot", category: "home-services", price: 189, rating: 4.7, sales: 100, reviews: 26 },
  { slug: "solar", name: "Solar Installer Snapshot", category: "home-services", price: 167, rating: 4.9, sales: 115, reviews: 40 },
  { slug: "landscaping", name: "Landscaping Snapshot", category: "home-services", price: 199, rating: 4.8, sales: 87, reviews: 31 },
  { slug: "pest-control", name: "Pest Control Snapshot", category: "home-services", price: 140, rating: 4.8, sales: 66, reviews: 19 },
  { slug: "pool-service", name: "Pool Service Snapshot", category: "home-services", rating: 4.7, sales: 117, reviews: 47 },
  { slug: "carpet-cleaning", name: "Carpet Cleaning Snapshot", category: "home-services", price: 149, rating: 4.8, sales: 95, reviews: 33 },
  { slug: "window-cleaning", name: "Window Cleaning Snapshot", category: "home-services", price: 187, rating: 4.9, sales: 64, reviews: 23 },
  { slug: "cleaning-services", name: "Cleaning Services Snapshot", category: "home-services", price: 157, rating: 4.7, sales: 43, reviews: 15 },
  { slug: "handyman", name: "Handyman Snapshot", category: "home-services", price: 157, rating: 4.8, sales: 47, reviews: 20 },
  { slug: "painting", name: "Painting Contractor Snapshot", category: "home-services", rating: 4.9, sales: 33, reviews: 14 },
  { slug: "remodeling", name: "Home Remodeling Snapshot", category: "home-services", price: 149, rating: 5.0, sales: 101, reviews: 41 },
  { slug: "dentist", name: "Dentist Snapshot", category: "health-wellness", price: 200, rating: 4.8, sales: 71, reviews: 27 },
  { slug: "orthodontist", name: "Orthodontist Snapshot", category: "health-wellness", price: 169, rating: 4.9, sales: 102, reviews: 41 },
  { slug: "med-spa", name: "Med Spa Snapshot", category: "health-wellness", price: 149, rating: 4.7, sales: 62, reviews: 21 },
  { slug: "chiropractor", name: "Chiropractor Snapshot", category: "health-wellness", rating: 4.7, sales: 35, reviews: 13 },
  { slug: "physical-therapy", name: "Physical Therapy Snapshot", category: "health-wellness", price: 177, rating: 4.9, sales: 64, reviews: 25 },
  { slug: "gym", name: "Gym Snapshot", category: "health-wellness", price: 145, rating: 4.8, sales: 30, reviews: 13 },
  { slug: "personal-trainer", name: "Personal Trainer Snapshot", category: "health-wellness", price: 187, rating: 4.7, sales: 106, reviews: 28 },
  { slug: "yoga-studio", name: "Yoga Studio Snapshot", category: "health-wellness", price: 147, rating: 4.8, sales: 126, reviews: 38 },
  { slug: "weight-loss-clinic", name: "Weight Loss Clinic Snapshot", category: "health-wellness", rating: 4.8, sales: 78, reviews: 25 },
  { slug: "iv-therapy", name: "IV Therapy Snapshot", category: "health-wellness", price: 200, rating: 4.9, sales: 38, reviews: 10 },
  { slug: "optometry", name: "Optometry Snapshot", category: "health-wellness", price: 197, rating: 5.0, sales: 63, reviews: 26 },
  { slug: "veterinary", name: "Veterinary Clinic Snapshot", category: "health-wellness", price: 200, rating: 4.9, sales: 138, reviews: 49 },
  { slug: "personal-injury-law", name: "Personal Injury Law Snapshot", category: "professional-services", price: 189, rating: 4.9, sales: 73, reviews: 28 },
  { slug: "family-law", name: "Family Law Snapshot", category: "professional-services", rating: 4.9, sales: 57, reviews: 15 },
  { slug: "estate-planning", name: "Estate Planning Snapshot", category: "professional-services", price: 157, rating: 4.7, sales: 57, reviews: 21 },
  { slug: "immigration-law", name: "Immigration Law Snapshot", category: "professional-services", price: 147, rating: 4.9, sales: 134, reviews: 49 },
  { slug: "accounting-firm", name: "Accounting Firm Snapshot", category: "professional-services", price: 177, rating: 4.8, sales: 28, reviews: 7 },
  { slug: "business-coach", name: "Business Coach Snapshot", category: "professional-services", price: 159, rating: 4.8, sales: 106, reviews: 38 },
  { slug: "life-coach", name: "Life Coach Snapshot", category: "professional-services", rating: 4.7, sales: 116, reviews: 48 },
  { slug: "consultant", name: "Consultant Snapshot", category: "professional-services", price: 169, rating: 4.6, sales: 86, reviews: 36 },
  { slug: "marketing-agency", name: "Marketing Agency Snapshot", category: "professional-services", price: 199, rating: 5.0, sales: 78, reviews: 25 },
  { slug: "recruiting", name: "Recruiting Agency Snapshot", category: "professional-services", price: 197, rating: 4.7, sales: 89, reviews: 33 },
  { slug: "it-services", name: "IT Services Snapshot", category: "professional-services", price: 147, rating: 4.8, sales: 36, reviews: 16 },
  { slug: "architecture", name: "Architecture Firm Snapshot", category: "professional-services", rating: 4.9, sales: 48, reviews: 13 },
  { slug: "hair-salon", name: "Hair Salon Snapshot", category: "local-business", price: 169, rating: 4.6, sales: 41, reviews: 10 },
  { slug: "nail-salon", name: "Nail Salon Snapshot", category: "local-business", price: 157, rating: 5.0, sales: 40, reviews: 17 },
  { slug: "barbershop", name: "Barbershop Snapshot", category: "local-business", price: 169, rating: 4.6, sales: 37, reviews: 15 },
  { slug: "restaurant", name: "Restaurant Snapshot", category: "local-business", price: 169, rating: 4.9, sales: 47, reviews: 17 },
  { slug: "auto-detailing", name: "Auto Detailing Snapshot", category: "local-business", rating: 4.8, sales: 105, reviews: 33 },
  { slug: "auto-repair", name: "Auto Repair Snapshot", category: "local-business", price: 149, rating: 4.7, sales: 136, reviews: 47 },
  { slug: "car-dealership", name: "Car Dealership Snapshot", category: "local-business", price: 140, rating: 4.9, sales: 89, reviews: 27 },
  { slug: "pet-grooming", name: "Pet Grooming Snapshot", category: "local-business", price: 157, rating: 4.7, sales: 123, reviews: 39 },
  { slug: "dog-training", name: "Dog Training Snapshot", category: "local-business", price: 177, rating: 4.9, sales: 134, reviews: 52 },
  { slug: "retail-boutique", name: "Retail Boutique Snapshot", category: "local-business", rating: 5.0, sales: 30, reviews: 8 },
  { slug: "tattoo-studio", name: "Tattoo Studio Snapshot", category: "local-business", price: 159, rating: 4.8, sales: 46, reviews: 17 },
  { slug: "florist", name: "Florist Snapshot", category: "local-business", price: 145, rating: 4.6, sales: 125, reviews: 44 },
  { slug: "dry-cleaner", name: "Dry Cleaner Snapshot", category: "local-business", price: 179, rating: 4.7, sales: 117, reviews: 49 },
  { slug: "wedding-venue", name: "Wedding Venue Snapshot", category: "events-entertainment", price: 159, rating: 4.8, sales: 49, reviews: 15 },
  { slug: "wedding-planner", name: "Wedding Planner Snapshot", category: "events-entertainment", rating: 4.8, sales: 96, reviews: 34 },
  { slug: "event-planner", name: "Event Planner Snapshot", category: "events-entertainment", price: 159, rating: 4.8, sales: 109, reviews: 32 },
  { slug: "dj", name: "DJ & Entertainment Snapshot", category: "events-entertainment", price: 199, rating: 4.8, sales: 131, reviews: 39 },
  { slug: "photographer", name: "Photographer Snapshot", category: "events-entertainment", price: 197, rating: 4.8, sales: 53, reviews: 18 },
  { slug: "videographer", name: "Videographer Snapshot", category: "events-entertainment", price: 187, rating: 4.6, sales: 31, reviews: 12 },
  { slug: "party-rentals", name: "Party Rentals Snapshot", category: "events-entertainment", rating: 4.9, sales: 61, reviews: 17 },
  { slug: "catering", name: "Catering Snapshot", category: "events-entertainment", price: 169, rating: 4.8, sales: 85, reviews: 34 },
  { slug: "online-course-creator", name: "Online Course Creator Snapshot", category: "education-training", price: 189, rating: 4.8, sales: 74, reviews: 19 },
  { slug: "tutoring", name: "Tutoring Center Snapshot", category: "education-training", price: 149, rating: 4.8, sales: 88, reviews: 25 },
  { slug: "driving-school", name: "Driving School Snapshot", category: "education-training", price: 167, rating: 4.9, sales: 107, reviews: 47 },
  { slug: "music-lessons", name: "Music Lessons Snapshot", category: "education-training", rating: 4.6, sales: 89, reviews: 38 },
  { slug: "martial-arts", name: "Martial Arts School Snapshot", category: "education-training", price: 187, rating: 4.7, sales: 134, reviews: 51 },
  { slug: "church", name: "Church Snapshot", category: "specialty-niche", price: 145, rating: 4.9, sales: 128, reviews: 50 },
  { slug: "nonprofit", name: "Nonprofit Snapshot", category: "specialty-niche", price: 167, rating: 4.9, sales: 50, reviews: 16 },
  { slug: "funeral-home", name: "Funeral Home Snapshot", category: "specialty-niche", price: 179, rating: 4.8, sales: 39, reviews: 15 },
  { slug: "home-care", name: "Home Care Agency Snapshot", category: "specialty-niche", rating: 4.9, sales: 87, reviews: 28 },
  { slug: "franchise", name: "Franchise Snapshot", category: "specialty-niche", price: 149, rating: 4.7, sales: 49, reviews: 21 },
  { slug: "ecommerce-brand", name: "E-commerce Brand Snapshot", category: "specialty-niche", price: 147, rating: 4.7, sales: 103, reviews: 44 },
  { slug: "travel-agency", name: "Travel Agency Snapshot", category: "specialty-niche", price: 199, rating: 4.7, sales: 106, reviews: 44 },
  { slug: "saas", name: "SaaS Company Snapshot", category: "specialty-niche", price: 140, rating: 4.8, sales: 47, reviews: 16 },];

export function snapshotPrice(listing: Pick<SnapshotListing, "price">): number {
  return listing.price ?? DEFAULT_SNAPSHOT_PRICE;
}

export function findSnapshot(slug: string): SnapshotListing | undefined {
  return snapshotListings.find((listing) => listing.slug === slug);
}

export function snapshotsInCategory(id: SnapshotCategoryId): SnapshotListing[] {
  return snapshotListings.filter((listing) => listing.category === id);
}
