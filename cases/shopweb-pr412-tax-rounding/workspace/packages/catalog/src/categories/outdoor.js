// Category "outdoor": the attributes a product of it must carry, and its VAT class.
export default {
  id: "outdoor",
  title: "Outdoor",
  vatClass: "standard",
  attributes: ["material", "size", "width"],
  maxImages: 8,
};
